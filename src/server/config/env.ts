import { z } from 'zod';

/** Thrown when the environment is wrong; main prints it and stops without a stack trace. */
export class ConfigError extends Error {}

/** A refusal that names the variables at fault, in the same shape as a schema issue. */
export const invalid = (variables: string, problem: string) =>
  new ConfigError(`Invalid configuration:\n  ${variables}: ${problem}`);

export const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));
