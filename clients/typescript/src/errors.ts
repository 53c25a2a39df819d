import type { ErrorDetail, ToolNotFound, ValidationFailure, ValidationIssue, WrappedRefusal } from './schema.js';

/** The sentence an error body carries: its detail, the message inside a wrapped detail, or each 422 item. */
function messageOf(body: unknown, status: number): string {
  if (body && typeof body === 'object' && 'detail' in body) {
    const detail = body.detail;
    if (typeof detail === 'string') return detail;
    if (Array.isArray(detail)) return detail.map((i: ValidationIssue) => `${i.loc.join('.')}: ${i.msg}`).join('; ');
    if (detail && typeof detail === 'object' && 'message' in detail) return String(detail.message);
  }
  if (body && typeof body === 'object' && 'message' in body) return String(body.message);
  return `HTTP ${status}`;
}

/** Any answer of the API that is not a success: its status, its parsed body and the response. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  constructor(
    readonly method: string,
    readonly url: string,
    readonly response: Response,
    readonly body: unknown,
  ) {
    super(`${method} ${new URL(url).pathname} answered ${response.status}: ${messageOf(body, response.status)}`);
    this.status = response.status;
  }
}

/** 401: the X-API-Key is missing or wrong (or, on the account-data calls, the session expired). */
export class UnauthorizedError extends ApiError {
  override name = 'UnauthorizedError';
  declare readonly body: ErrorDetail | WrappedRefusal;
}

/** 404: nothing the key can see there (an unknown conversation, ticket, webhook or tool). */
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
  declare readonly body: ErrorDetail | ToolNotFound;
  /** For an unknown tool: the tools there are. */
  get validTools(): string[] | undefined {
    return 'valid_tools' in this.body ? this.body.valid_tools : undefined;
  }
}

/** 422: the request did not match the schema; `issues` names each problem (loc like ["body","full_name"]). */
export class ValidationError extends ApiError {
  override name = 'ValidationError';
  declare readonly body: ValidationFailure;
  get issues(): ValidationIssue[] {
    return this.body.detail;
  }
}

/** 429: rate limited; try again after `retryAfterSeconds` (the Retry-After header). */
export class RateLimitedError extends ApiError {
  override name = 'RateLimitedError';
  declare readonly body: ErrorDetail | WrappedRefusal;
  get retryAfterSeconds(): number {
    const seconds = Number(this.response.headers.get('retry-after'));
    return Number.isFinite(seconds) && seconds > 0 ? seconds : 1;
  }
}

const BY_STATUS: Record<number, typeof ApiError> = { 401: UnauthorizedError, 404: NotFoundError, 422: ValidationError, 429: RateLimitedError };

/** The typed error for an answer that is not a success (its body read as JSON when it is JSON). */
export async function errorFor(request: Request, response: Response): Promise<ApiError> {
  const text = await response.clone().text();
  let body: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  const Kind = BY_STATUS[response.status] ?? ApiError;
  return new Kind(request.method, request.url, response, body);
}
