/**
 * The invoices module as the code above it reaches it: the demo seed bills its finished trips as an administrator's
 * "Build invoice" does (./build.ts), so its invoices keep the same rules (docs/decisions/092-server-module-boundaries.md);
 * the clearinghouse's files post their answers to the claims in the caller's transaction (./claim-answers.ts).
 */
export { buildInvoice } from './build';
export {
  invoiceNamed,
  postClaimAnswers,
  postSetAnswers,
  type AnswerResult,
  type ClaimAnswer,
  type SetAnswer,
} from './claim-answers';
