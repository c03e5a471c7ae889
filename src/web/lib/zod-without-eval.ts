// Zod compiles fast validators with `new Function`, and probes for it whenever a schema is built. The CSP
// (script-src 'self', no eval) forbids that, and the probe alone is reported as a violation on any page whose
// chunks define a schema. The entry imports this first, so it runs before any schema module.
//
// Zod keeps its configuration in this global (zod/v4/core/core.js) and merges into it; setting it here instead
// of importing `config` keeps ~4 KB of Zod out of every page. e2e/content-security.spec.ts fails if this stops
// working.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
