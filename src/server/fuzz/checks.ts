import type { LightMyRequestResponse } from 'fastify';

/**
 * What a response must never show a caller: stack frames, source paths, SQL, database or ORM names and
 * driver error wording. The SQL patterns need SQL's shape (`select * from`, `insert into`, `update "t" set`),
 * so product wording such as "Select a status" or "Update your profile" does not trip them.
 */
export const INTERNALS: RegExp[] = [
  /\bat (?:async )?[\w$.<>[\]]+ \(/, // a V8 stack frame: "at handler (file:1:2)"
  /\bat (?:file|node):/,
  /\.(?:[cm]?[jt]sx?):\d+/, // app.ts:12
  /node_modules/,
  /\bselect\s+(?:\*|"|distinct\b|count\s*\(|[\w"]+\s*,)/i,
  /\binsert\s+into\b/i,
  /\bupdate\s+"?\w+"?\s+set\b/i,
  /\bdelete\s+from\b/i,
  /\bfrom\s+"\w+"/i,
  /\bwhere\s+"\w+"/i,
  /syntax error/i,
  /violates/i,
  /relation "/i,
  /column "/i,
  /invalid input syntax/i,
  /out of range/i,
  /failed query/i,
  /drizzle/i,
  /postgres/i,
  /pglite/i,
  /\b\w*Error:/,
  /\bERR_[A-Z_]+|\bFST_[A-Z_]+/,
  /\$\d+::/,
];

/** Strings the fuzzer itself sent that look like internals: a route that echoes them (a name, a note) is fine. */
const planted = new Set<string>();

export const looksInternal = (text: string) => INTERNALS.some((re) => re.test(text));

/** Records every string in a request that would trip INTERNALS if the server stored and showed it back. */
export function plant(value: unknown, depth = 0): void {
  if (depth > 50) return;
  if (typeof value === 'string') {
    if (looksInternal(value))
      for (const v of [value, value.trim(), value.toLowerCase(), value.trim().toLowerCase()]) if (v) planted.add(v);
    return;
  }
  if (Array.isArray(value)) return value.forEach((v) => plant(v, depth + 1));
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      plant(k, depth + 1);
      plant(v, depth + 1);
    }
  }
}

function withoutPlanted(text: string): string {
  if (planted.size === 0 || !looksInternal(text)) return text;
  let out = text;
  // Longest first, so a planted string is not half-removed by one of its own substrings.
  for (const p of [...planted].sort((a, b) => b.length - a.length)) if (out.includes(p)) out = out.split(p).join('');
  return out;
}

/** Every string (keys too) in a JSON value, with where it sits. */
function* strings(value: unknown, path = '$'): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, `${path}[${i}]`);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      yield [`${path} (key)`, k];
      yield* strings(v, `${path}.${k}`);
    }
  }
}

/** Fields whose value names the database on purpose: /readyz tells a load balancer which kind it reached. */
const ALLOWED = new Set(['GET /readyz $.database']);

/** Problems with one response, empty when it is fine. */
export function problemsWith(route: string, res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`status ${res.statusCode}`);

  const isJson = /\bjson\b/i.test(String(res.headers['content-type'] ?? ''));
  let body: unknown;
  if (isJson && res.body !== '') {
    try {
      body = JSON.parse(res.body);
    } catch {
      problems.push('content-type says JSON but the body is not JSON');
    }
    for (const [path, text] of strings(body)) {
      if (ALLOWED.has(`${route} ${path}`)) continue;
      const hit = INTERNALS.find((re) => re.test(withoutPlanted(text)));
      if (hit) problems.push(`internals at ${path} (${hit}): ${JSON.stringify(text.slice(0, 300))}`);
    }
  } else if (
    !isJson &&
    res.statusCode < 400 &&
    looksInternal(withoutPlanted(res.body.slice(0, 10_000))) &&
    !/^(?:%PDF|\x89PNG|\xff\xd8)/.test(res.body)
  ) {
    problems.push(`internals in a non-JSON body: ${JSON.stringify(res.body.slice(0, 300))}`);
  }

  // Decision 034: every error is { message: string, fieldErrors?: Record<string, string> } and nothing else.
  if (res.statusCode >= 400) {
    if (!isJson)
      problems.push(
        `error body is not JSON (content-type ${String(res.headers['content-type'])}): ${JSON.stringify(res.body.slice(0, 300))}`,
      );
    else if (!body || typeof body !== 'object' || Array.isArray(body))
      problems.push(`error body is not an object: ${res.body.slice(0, 300)}`);
    else {
      const { message, fieldErrors, ...rest } = body as Record<string, unknown>;
      if (typeof message !== 'string' || message.length === 0)
        problems.push(`error body has no message: ${res.body.slice(0, 300)}`);
      if (Object.keys(rest).length > 0)
        problems.push(`error body has extra keys ${Object.keys(rest).join(', ')}: ${res.body.slice(0, 300)}`);
      if (fieldErrors !== undefined) {
        const ok =
          fieldErrors &&
          typeof fieldErrors === 'object' &&
          !Array.isArray(fieldErrors) &&
          Object.values(fieldErrors).every((v) => typeof v === 'string');
        if (!ok) problems.push(`fieldErrors is not Record<string, string>: ${res.body.slice(0, 300)}`);
      }
    }
  }
  return problems;
}
