import { config } from 'zod/v4/core';

// Zod compiles fast validators with `new Function`, and probes for it whenever a schema is built. The CSP
// (script-src 'self', no eval) forbids that, and the probe alone is reported as a violation on any page whose
// chunks define a schema. The entry imports this first, so it runs before any schema module.
config({ jitless: true });
