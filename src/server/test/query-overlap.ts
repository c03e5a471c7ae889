// Vitest setupFile of the Node tests: a query sent on a PostgreSQL connection that is still answering another
// (Promise.all over one transaction's queries) fails the test it happened in. node-postgres queues it and warns,
// once per process, that this goes away in pg@9; left as a warning it scrolled past in CI for months.
import { afterEach } from 'vitest';

// The test files of a worker share its modules (docs/decisions/095-test-files-share-modules.md) but this file runs
// again for each: one listener per process, its warnings kept where every file's afterEach finds them.
const OVERLAP = /client\.query\(\) when the client is already executing a query/;
const HEARD = Symbol.for('keystone.test.queryOverlaps');
const shared = globalThis as typeof globalThis & { [HEARD]?: Error[] };
let heard = shared[HEARD];
if (!heard) {
  const list: Error[] = (heard = shared[HEARD] = []);
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && OVERLAP.test(warning.message)) list.push(warning);
  });
}

afterEach(() => {
  const [warning] = heard!.splice(0);
  if (warning) {
    throw new Error(
      `Two queries ran at once on one PostgreSQL connection (a transaction's or a listener's); await them one after the other.\n${warning.stack ?? warning.message}`,
    );
  }
});
