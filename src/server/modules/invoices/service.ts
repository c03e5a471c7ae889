/**
 * The invoices module as the code above it reaches it: the demo seed bills its finished trips as an administrator's
 * "Build invoice" does (./build.ts), so its invoices keep the same rules (docs/decisions/092-server-module-boundaries.md).
 */
export { buildInvoice } from './build';
