// CPU seconds used by processes, from /proc (Linux): where a request's cost goes — the app, PostgreSQL, or the
// load generator itself, which shares the machine's cores with both.
import { existsSync, readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

function ticksOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      ticks: Number(fields[11]) + Number(fields[12]),
    };
  } catch {
    return null;
  }
}

/** { app, postgres, loader } CPU seconds so far, or null where /proc is missing. */
export function cpuSnapshot(appPid) {
  if (!existsSync('/proc/self/stat')) return null;
  let postgres = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    const entry = ticksOf(pid);
    if (entry?.name.startsWith('postgres')) postgres += entry.ticks;
  }
  return {
    app: (ticksOf(appPid)?.ticks ?? 0) / TICKS_PER_SECOND,
    postgres: postgres / TICKS_PER_SECOND,
    loader: (ticksOf(process.pid)?.ticks ?? 0) / TICKS_PER_SECOND,
  };
}

/** Milliseconds of CPU per request for each party between two snapshots. */
export function cpuPerRequest(before, after, requests) {
  if (!before || !after || requests === 0) return null;
  const per = (key) => ((after[key] - before[key]) * 1000) / requests;
  return { app: per('app'), postgres: per('postgres'), loader: per('loader') };
}
