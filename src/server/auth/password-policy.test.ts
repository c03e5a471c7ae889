import { describe, expect, it } from 'vitest';
import { PasswordPolicy } from './password-policy';

const policy = new PasswordPolicy('Keystone Medical Transport');

describe('the password policy', () => {
  it('refuses repeated characters, the username, the owner name and the company name with the year', () => {
    expect(policy.problem('aaaaaaaa')).toBe('Choose a password with more different characters');
    expect(policy.problem('abababab12')).toBe('This password is too easy to guess: add a few more words or characters');
    expect(policy.problem('dispatch.maria!', { username: 'dispatch.maria' })).toBe(
      'Choose a password that does not contain your name or username',
    );
    expect(policy.problem('Feldman#2026x', { fullName: 'Ruth Feldman' })).toBe(
      'Choose a password that does not contain your name or username',
    );
    expect(policy.problem('Keystone2026')).toBe("Choose a password that does not contain the company's name");
    expect(policy.problem('medical-transport-26')).toBe("Choose a password that does not contain the company's name");
  });

  it('refuses common and keyboard-walk passwords by their estimated strength', () => {
    for (const weak of ['password1', 'qwertyuiop', '12345678', 'iloveyou2'])
      expect(policy.problem(weak), weak).toMatch(/too easy to guess|too common/);
  });

  it('accepts a passphrase and a random password', () => {
    expect(policy.problem('correct horse battery staple', { username: 'driver' })).toBeUndefined();
    expect(policy.problem('Journey-Desk-Pass-77', { username: 'e2e.admin' })).toBeUndefined();
    expect(policy.problem('q7Rv!m2Lx9', { username: 'partner' })).toBeUndefined();
  });

  it("follows the operator's company name", () => {
    expect(new PasswordPolicy('Lehigh Valley Rides').problem('lehighvalley99')).toBe(
      "Choose a password that does not contain the company's name",
    );
  });
});
