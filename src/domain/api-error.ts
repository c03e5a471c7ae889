/** Decision 034: every API error body. */
export interface ApiErrorBody {
  message: string;
  fieldErrors?: Record<string, string>;
  /**
   * 422 from safe assignment (docs/decisions/040-safe-assignment.md): every rule the driver breaks, e.g. `credential_expired:pass`;
   * 409 from "Rider ready" before the way there has its rider (docs/decisions/047-legs-returns-cancellations.md): `outbound_not_done`.
   */
  reasons?: string[];
  /** 409 from a no-show recorded too early (docs/decisions/047-legs-returns-cancellations.md): when it will be allowed. */
  noShowAllowedAt?: string;
}
