import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { isCommonPassword } from './password';

/** The fields that name the account: a password built from them is the first thing an attacker tries. */
export interface PasswordOwner {
  username?: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  fullName?: string;
}

/**
 * zxcvbn's score (0–4) below which a new password is refused: 2 is "somewhat guessable", which stops the
 * dictionary, keyboard-walk and repeated-character passwords without asking for any particular composition
 * (docs/decisions/011-password-strength.md).
 */
const MIN_STRENGTH = 2;

/** Runs of three or more letters, lower-cased: "Dana_x7k2-2026" → dana. */
const tokens = (text: string | null | undefined) => (text ?? '').toLowerCase().match(/[a-z]{3,}/g) ?? [];

const words = (text: string | null | undefined) =>
  (text ?? '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 4);

/**
 * One password policy for every place a password is set (sign-up, driver application, password change, a new
 * administrator from the portal, the command line or the environment). Returns what is wrong, or undefined.
 */
export class PasswordPolicy {
  private readonly estimator: ZxcvbnFactory;
  private readonly companyWords: string[];

  constructor(companyName: string) {
    this.companyWords = words(companyName);
    this.estimator = new ZxcvbnFactory({
      dictionary: { ...dictionary, company: this.companyWords },
      graphs: adjacencyGraphs,
      useLevenshteinDistance: true,
    });
  }

  problem(password: string, owner: PasswordOwner = {}): string | undefined {
    if (isCommonPassword(password)) return 'This password is too common';
    const lower = password.toLowerCase();
    // The whole username anywhere, or a name as a word of its own: a bare substring test would refuse
    // "Overnight" for the name "night" and "dispatch" for "Pat".
    const username = (owner.username ?? '').toLowerCase();
    const ownWords = new Set(
      [owner.email?.split('@')[0], owner.firstName, owner.lastName, owner.fullName, owner.username].flatMap(tokens),
    );
    const passwordWords = tokens(password);
    if ((username.length >= 3 && lower.includes(username)) || passwordWords.some((w) => ownWords.has(w))) {
      return 'Choose a password that does not contain your name or username';
    }
    if (this.companyWords.some((w) => lower.includes(w)))
      return "Choose a password that does not contain the company's name";
    if (new Set(lower).size <= 3) return 'Choose a password with more different characters';
    const { score } = this.estimator.check(password, [...ownWords]);
    if (score < MIN_STRENGTH) return 'This password is too easy to guess: add a few more words or characters';
    return undefined;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    passwordPolicy: PasswordPolicy;
  }
}
