/** Decision 034: every API error body. */
export interface ApiErrorBody {
  message: string;
  fieldErrors?: Record<string, string>;
}
