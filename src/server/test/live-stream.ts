import type { LiveChange } from '../../domain/live';

/** The changes a live stream carried, parsed from its text/event-stream body. */
export const changesIn = (body: string): LiveChange[] =>
  body
    .split('\n\n')
    .filter((block) => block.includes('event: change'))
    .map((block) => JSON.parse(block.split('\n').find((line) => line.startsWith('data: '))!.slice(6)) as LiveChange);
