import type { FastifyInstance } from 'fastify';
import type { LiveChange } from '../../domain/live';

/** The changes a live stream carried, parsed from its text/event-stream body. */
export const changesIn = (body: string): LiveChange[] =>
  body
    .split('\n\n')
    .filter((block) => block.includes('event: change'))
    .map(
      (block) =>
        JSON.parse(
          block
            .split('\n')
            .find((line) => line.startsWith('data: '))!
            .slice(6),
        ) as LiveChange,
    );

/** A live stream held open: its answer, what it has carried so far, and whether the server has ended it. */
export interface HeldStream {
  statusCode: number;
  headers: Record<string, unknown>;
  text(): string;
  ended(): boolean;
}

/** Opens `GET /api/events` and answers as soon as the server has answered, while the stream stays open. */
export async function holdStream(app: FastifyInstance, cookie: string, seconds = 120): Promise<HeldStream> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/events?timeout=${seconds}`,
    headers: { cookie },
    payloadAsStream: true,
  });
  let text = '';
  let ended = false;
  const body = res.stream();
  body.on('data', (chunk: Buffer) => (text += chunk.toString()));
  body.on('end', () => (ended = true));
  body.on('error', () => (ended = true));
  return { statusCode: res.statusCode, headers: res.headers, text: () => text, ended: () => ended };
}
