import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { cliArgs } from './args';

const options = { date: { type: 'string' }, planning: { type: 'boolean', default: false } } as const;

describe("a command's arguments", () => {
  it('read the same after npx tsx with a separating --, as after npm run', () => {
    for (const argv of [
      ['--', '--date', '2026-12-01', '--planning'],
      ['--date', '2026-12-01', '--planning'],
    ]) {
      expect(parseArgs({ args: cliArgs(argv), options }).values).toEqual({ date: '2026-12-01', planning: true });
    }
  });

  it('keep a -- that is not the first word', () => {
    expect(cliArgs(['--date', '2026-12-01', '--'])).toEqual(['--date', '2026-12-01', '--']);
  });
});
