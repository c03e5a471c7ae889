// Half of a deliberate import cycle: scripts/lint-boundaries.test.ts shows that lint refuses it.
import { b } from './cycle-b';

export const a = (): string => `a${b()}`;
