import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '../../logger.js';
import { MESSAGES } from '../../messages.js';
import { isBotPath, isStoreUnavailable, outageReply } from './store-outage.js';

/** An error whose status and body are part of the contract; the error middleware sends it as is. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`);
  }
}

/** A 422 item: where, what, and a machine-readable type. */
export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export class ValidationError extends HttpError {
  constructor(readonly issues: ValidationIssue[]) {
    super(422, { detail: issues });
  }
}

/** 401 on the platform API (/api/chatbot-api/*, /api/sandbox/*, /api/tenants/*). */
export const invalidApiKey = (): HttpError => new HttpError(401, { detail: MESSAGES.invalidApiKey });

/** 401 on /api/connect/* and the demo: the detail-wrapped body. */
export const missingOrWrongKey = (): HttpError => new HttpError(401, { detail: { success: false, message: MESSAGES.missingOrWrongKey } });

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ detail: 'Not found' });
};

interface ClientError {
  type?: string;
  status?: number;
  statusCode?: number;
  sqlState?: string;
}

/** PostgreSQL's refusals of text it cannot store (NUL, bad UTF-8): bad input, should one get past validation. */
const UNSTORABLE_TEXT_STATES = new Set(['22021', '22P05']);

/**
 * The 4xx for a request the framework could not read: a body that does not parse or decode, is too
 * large or in an unknown encoding, or a path whose %-escapes do not decode. Undefined for anything else.
 */
function clientErrorReply(err: unknown): { status: number; body: unknown } | undefined {
  if (err === null || typeof err !== 'object') return undefined;
  const e = err as ClientError;
  if (e.sqlState && UNSTORABLE_TEXT_STATES.has(e.sqlState)) {
    return {
      status: 422,
      body: { detail: [{ loc: ['body'], msg: 'Text the service cannot store (NUL character or invalid UTF-8)', type: 'string_unstorable' }] },
    };
  }
  const status = e.status ?? e.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  // A path parameter whose %-escapes do not decode names nothing that can exist.
  if (err instanceof URIError) return { status: 404, body: { detail: 'Not found' } };
  if (e.type === 'entity.parse.failed') return { status: 422, body: { detail: [{ loc: ['body'], msg: 'Invalid JSON', type: 'json_invalid' }] } };
  if (e.type === 'entity.too.large' || status === 413) return { status: 413, body: { detail: 'Request body too large' } };
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported' || status === 415)
    return { status: 415, body: { detail: 'Unsupported body encoding' } };
  // Content-Encoding that does not decode, an aborted or mis-sized body, and the like.
  return { status: 400, body: { detail: 'The request body could not be read' } };
}

/** Shapes every error; a 500 reveals nothing but a request id. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    if (err instanceof HttpError) {
      res.set(err.headers).status(err.status).json(err.body);
      return;
    }
    const client = clientErrorReply(err);
    if (client) {
      res.status(client.status).json(client.body);
      return;
    }
    // The id is the one app.ts's genReqId gave (text); anything else counts as none.
    const requestId = typeof req.id === 'string' || typeof req.id === 'number' ? String(req.id) : '';
    const route = (req.route as { path?: string } | undefined)?.path ?? 'unmatched';
    if (isStoreUnavailable(err)) {
      // Redis or PostgreSQL is down or past its deadline: a bot gets the spec's system_error, an operator 503.
      logger.warn({ err, requestId, method: req.method, route }, 'store unavailable');
      if (isBotPath(req.path)) res.status(200).json(outageReply(req.path));
      else res.status(503).set('Retry-After', '5').json({ detail: 'Service temporarily unavailable; try again shortly' });
      return;
    }
    // The logger's err serializer keeps SQL statements and their values out of this line.
    logger.error({ err, requestId, method: req.method, route }, 'unhandled error');
    res.status(500).json({ detail: 'Internal server error', request_id: requestId });
  };
}
