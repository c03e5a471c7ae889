/** Decision 034: every API error body. */
export interface ApiErrorBody {
  message: string;
  fieldErrors?: Record<string, string>;
  /** 422 from safe assignment (docs/decisions/040-safe-assignment.md): every rule the driver breaks, e.g. `credential_expired:pass`. */
  reasons?: string[];
}
