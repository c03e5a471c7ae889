// The route solver on the dial-a-ride benchmark (Cordeau's set "a", see bench/darp/README.md): for each instance,
// the solver's cost, the best-known cost, the gap, whether the independent checker accepts the routes, and the time.
// Usage: npm run bench:darp [-- --dir DIR] [--json FILE] [--time-limit SECONDS] [--only a2-16,a3-24] [--seed N]
// Instances run one after another in this thread (one core each); tsx runs it so it can import the TypeScript modules.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpus } from 'node:os';
import { parseDarpInstance, darpToSolverInput } from '../src/server/modules/scheduling/darp-instance';
import { checkRoutes } from '../src/server/modules/scheduling/route-checker';
import { solve } from '../src/server/modules/scheduling/solver/index';

const DEFAULT_DIR = fileURLToPath(new URL('./darp/', import.meta.url));
const DEFAULT_SECONDS = 25;

// Published costs are rounded to two decimals, so a solution at the optimum can show a gap of −0.001 %.
const percent = (gap) => (Math.abs(gap) < 0.005 ? 0 : gap).toFixed(2);

function option(name) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const dir = option('dir') ?? DEFAULT_DIR;
const jsonFile = option('json');
const seconds = Number(option('time-limit') ?? DEFAULT_SECONDS);
const seed = Number(option('seed') ?? 1);
const only = option('only')
  ?.split(',')
  .map((name) => name.trim());
if (!(seconds > 0)) throw new Error('--time-limit must be a positive number of seconds');

const bestKnown = new Map();
const tsv = join(dir, 'best-known.tsv');
if (existsSync(tsv)) {
  for (const line of readFileSync(tsv, 'utf8').split('\n').slice(1)) {
    const [name, , , cost] = line.split('\t');
    if (name && cost) bestKnown.set(name, Number(cost));
  }
}

// Instances in the order of their size (vehicles, then requests), as the literature lists them.
const order = (name) => name.match(/\d+/g)?.map(Number) ?? [];
const files = readdirSync(dir)
  .filter((file) => file.endsWith('.txt'))
  .map((file) => basename(file, '.txt'))
  .filter((name) => !only || only.includes(name))
  .sort((a, b) => {
    const [x, y] = [order(a), order(b)];
    for (let i = 0; i < Math.max(x.length, y.length); i++)
      if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
    return a.localeCompare(b);
  });

console.log(
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; time limit ${seconds} s per instance, seed ${seed}`,
);
console.log(
  ['instance', 'cost', 'best-known', 'gap %', 'feasible', 'seconds']
    .map((h, i) => (i === 0 ? h.padEnd(9) : h.padStart(10)))
    .join(' '),
);
const results = [];
const gaps = [];
for (const name of files) {
  const instance = parseDarpInstance(readFileSync(join(dir, `${name}.txt`), 'utf8'));
  const started = performance.now();
  const result = solve(darpToSolverInput(instance), { seed, timeLimitMs: seconds * 1000 });
  const elapsed = (performance.now() - started) / 1000;
  // One array per vehicle, in the instance's order; an unused vehicle's is empty.
  const routes = Array.from(
    { length: instance.vehicles },
    (_, v) => result.routes.find((route) => route.vehicleId === String(v + 1))?.stops.map((stop) => stop.node) ?? [],
  );
  const check = checkRoutes(instance, routes);
  const known = bestKnown.get(name);
  const gap = known ? ((check.cost - known) / known) * 100 : undefined;
  if (gap !== undefined) gaps.push(gap);
  results.push({
    instance: name,
    cost: check.cost,
    feasible: check.feasible,
    seconds: Number(elapsed.toFixed(2)),
    routes,
  });
  const cells = [
    name.padEnd(9),
    check.cost.toFixed(2),
    known?.toFixed(2) ?? '–',
    gap === undefined ? '–' : percent(gap),
    check.feasible ? 'yes' : `NO (${check.violations.map((v) => v.rule).join(',')})`,
    elapsed.toFixed(1),
  ];
  console.log(cells.map((cell, i) => (i === 0 ? cell : cell.padStart(10))).join(' '));
}
if (gaps.length > 0) {
  const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
  console.log(
    `Mean gap ${percent(mean)} %, max gap ${percent(Math.max(...gaps))} %, ${results.filter((r) => r.feasible).length}/${results.length} feasible`,
  );
}
if (jsonFile) {
  writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Wrote ${results.length} results to ${jsonFile}`);
}
