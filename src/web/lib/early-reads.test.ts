import { afterEach, describe, expect, it, vi } from 'vitest';
import { getOnce, readEarly } from './early-reads';

const answers: Array<{ status: number; body: unknown }> = [];
const fetchMock = vi.fn(async () => {
  const next = answers.shift() ?? { status: 500, body: { message: 'none left' } };
  return new Response(JSON.stringify(next.body), {
    status: next.status,
    headers: { 'content-type': 'application/json' },
  });
});
vi.stubGlobal('fetch', fetchMock);
afterEach(() => {
  fetchMock.mockClear();
  answers.length = 0;
  vi.useRealTimers();
});

describe('reads started with the session', () => {
  it('are handed to the first query that asks, once; the next one reads again', async () => {
    answers.push({ status: 200, body: { n: 1 } }, { status: 200, body: { n: 2 } });
    readEarly('/api/drivers/me');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await getOnce('/api/drivers/me')).toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await getOnce('/api/drivers/me')).toEqual({ n: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a refused early read is not an answer: the query reads again, as whoever is signed in by then', async () => {
    answers.push({ status: 401, body: { message: 'Please sign in to continue' } }, { status: 200, body: { n: 3 } });
    readEarly('/api/company');
    expect(await getOnce('/api/company')).toEqual({ n: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('an early read left waiting too long is dropped for a read of its own', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    answers.push({ status: 200, body: { n: 'old' } }, { status: 200, body: { n: 'new' } });
    readEarly('/api/session');
    vi.setSystemTime(31_000);
    expect(await getOnce('/api/session')).toEqual({ n: 'new' });
  });
});
