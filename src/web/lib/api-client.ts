import type { ApiErrorBody } from '@domain';
import type { paths } from './api-schema';

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
  /** Ends the call early, such as a deadline after which no answer counts as no signal. */
  signal?: AbortSignal;
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
    signal: options.signal,
  });

  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, text || response.statusText, parseErrorBody(text));
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

// The calls are typed from the server's OpenAPI document (src/web/lib/api-schema.d.ts, `npm run api:types`), so an
// answer's type is the server's and never written by hand (docs/decisions/094-typed-api-client.md). Types only:
// what runs is apiRequest and the few lines of apiUrl.

type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The document's paths that answer `M`, as the document writes them: '/api/jobs/{id}'. */
export type ApiPath<M extends HttpMethod> = {
  [P in keyof paths]: paths[P] extends Record<M, object> ? P : never;
}[keyof paths];

type Operation<M extends HttpMethod, P extends ApiPath<M>> = paths[P][M];

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 205 | 206;
type JsonOf<R> = R extends { content: { 'application/json': infer J } }
  ? J
  : R extends { content?: never }
    ? undefined
    : unknown;

// Distributes over a union of operations (a path chosen at run time), so each keeps its own answers.
type AnswerOf<O> = O extends { responses: infer R } ? JsonOf<R[Extract<keyof R, SuccessStatus>]> : never;
/** What the operation answers on success: its 2xx JSON, undefined for a 204. */
export type ApiAnswer<M extends HttpMethod, P extends ApiPath<M>> = AnswerOf<Operation<M, P>>;

type PathAndQuery<O> = O extends { parameters: infer X } ? Pick<X, Extract<keyof X, 'path' | 'query'>> : object;
/**
 * A call's path parameters and query, as the document types them; the body, and extra headers. The body is not
 * held to the document: the web's request types are zod input types (a coerced field is `unknown` there), and the
 * same zod schemas check it in the form and on the server.
 */
export type ApiInit<M extends HttpMethod, P extends ApiPath<M>> = PathAndQuery<Operation<M, P>> & {
  body?: unknown;
} & RequestOptions;
/** The init is required when the operation has a path parameter or a required query field. */
export type ApiArgs<M extends HttpMethod, P extends ApiPath<M>> =
  object extends ApiInit<M, P> ? [init?: ApiInit<M, P>] : [init: ApiInit<M, P>];

interface UrlParts {
  path?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | null | undefined>;
}

/** '/api/jobs/{id}' with `{ path: { id } }` is '/api/jobs/<id, encoded>'; the query follows, less the fields undefined or null. */
export function apiUrl(template: string, { path, query }: UrlParts = {}): string {
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(path?.[name])));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

function call<M extends HttpMethod>(method: M) {
  return <P extends ApiPath<M>>(path: P, ...[init]: ApiArgs<M, P>): Promise<ApiAnswer<M, P>> => {
    const { body, headers, signal } = (init ?? {}) as { body?: unknown } & RequestOptions;
    return apiRequest(method.toUpperCase() as Method, apiUrl(path, init as UrlParts | undefined), body, {
      headers,
      signal,
    });
  };
}

/** `api.get('/api/jobs/{id}', { path: { id } })`: the path and its parameters are checked against the document, the answer typed by it. */
export const api = {
  get: call('get'),
  post: call('post'),
  put: call('put'),
  patch: call('patch'),
  delete: call('delete'),
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
