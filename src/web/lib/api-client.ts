import type { ApiErrorBody } from '@domain';

/**
 * A failed API call. `message` is docs/product/errors.md's 'status: response text'; `body` keeps the
 * server's decision 034 error ({ message, fieldErrors }) so forms can put field errors under their fields
 * and toasts can show the server's own words.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(status: number, text: string, body: ApiErrorBody | null) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's human-readable message, when it sent one. */
  get serverMessage(): string | undefined {
    return this.body?.message || undefined;
  }

  get fieldErrors(): Record<string, string> {
    return this.body?.fieldErrors ?? {};
  }
}

function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && typeof (parsed as ApiErrorBody).message === 'string') {
      return parsed as ApiErrorBody;
    }
  } catch {
    // Not JSON (a proxy's HTML error page, for instance): keep the raw text in `message` only.
  }
  return null;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Extra headers, such as an Idempotency-Key. */
  headers?: Record<string, string>;
}

/** The one fetch wrapper: same-origin cookie session, JSON in and out. */
export async function apiRequest<T>(
  method: Method,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    // docs/product/api-calls.md: a call without a body sends no content type.
    headers: { ...(hasBody && { 'Content-Type': 'application/json' }), ...options.headers },
    body: hasBody ? JSON.stringify(body) : undefined,
  });

  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, text || response.statusText, parseErrorBody(text));
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(url: string) => apiRequest<T>('GET', url),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', url, body, options),
  put: <T>(url: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', url, body, options),
  patch: <T>(url: string, body?: unknown) => apiRequest<T>('PATCH', url, body),
  delete: <T>(url: string) => apiRequest<T>('DELETE', url),
};

/** The words a toast shows for a failed call: the server's message, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

/**
 * A failure toast's description: the product's own words (docs/product/errors.md), then the server's reason when it gave
 * one, so "Failed to update job status" says why ("A job cannot go from Completed to Accepted").
 */
export function failureDescription(error: unknown, words: string): string {
  const reason = error instanceof ApiError ? error.serverMessage : undefined;
  return reason && reason !== words ? `${words}: ${reason}` : words;
}
