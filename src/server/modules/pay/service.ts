/**
 * Contractor pay statements (docs/decisions/071-contractor-pay.md): the module's entry point, which the routes call.
 * Each part of the work has its own file; their SQL is in repository.ts and unpaid-repository.ts.
 */
export { addAdjustment } from './adjustments';
export { buildForAllDrivers, unpaid } from './all-drivers';
export { buildStatement } from './build-statement';
export { listStatements, myStatements, statementFor } from './statement-lists';
export { issueStatement, markPaid, voidStatement } from './statement-status';
