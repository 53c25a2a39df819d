import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '../../logger.js';
import { MESSAGES } from '../../messages.js';

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
export const missingOrWrongKey = (): HttpError =>
  new HttpError(401, { detail: { success: false, message: MESSAGES.missingOrWrongKey } });

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ detail: 'Not found' });
};

interface BodyParserError {
  type?: string;
  status?: number;
}

/** Shapes every error; a 500 reveals nothing but a request id. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    if (err instanceof HttpError) {
      res.set(err.headers).status(err.status).json(err.body);
      return;
    }
    const parserType = (err as BodyParserError | null)?.type;
    if (parserType === 'entity.parse.failed') {
      res.status(422).json({ detail: [{ loc: ['body'], msg: 'Invalid JSON', type: 'json_invalid' }] });
      return;
    }
    if (parserType === 'entity.too.large') {
      res.status(413).json({ detail: 'Request body too large' });
      return;
    }
    if (parserType === 'encoding.unsupported' || parserType === 'charset.unsupported') {
      res.status(415).json({ detail: 'Unsupported body encoding' });
      return;
    }
    const requestId = String(req.id ?? '');
    logger.error({ err, requestId, path: req.path }, 'unhandled error');
    res.status(500).json({ detail: 'Internal server error', request_id: requestId });
  };
}
