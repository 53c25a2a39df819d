import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { RequestHandler } from 'express';
import type { Logger } from '../../logger.js';

declare module 'http' {
  interface IncomingMessage {
    /** This request's id: the caller's X-Request-Id when it is a plain token, else a new UUID; echoed in the reply. */
    id?: string;
  }
}

/** A caller's request id is kept only when it is a short plain token (it goes into logs and a header). */
const GIVEN_ID = /^[A-Za-z0-9._-]{1,64}$/;

export interface RequestLogOptions {
  /** The request's path as it may be logged (secrets in paths masked); the query string is never passed. */
  loggablePath: (path: string) => string;
  /** Paths logged never (probes and scrapes). */
  quiet: ReadonlySet<string>;
}

/**
 * Gives every request its id (X-Request-Id, in and out; the error handler shows it) and, when the
 * logger's level takes info lines, logs one line per answered request: id, method, loggable path,
 * status and time, "request errored" for a 5xx. Nothing is built for the line unless it is written:
 * a per-request child logger carrying the request (what pino-http makes) serializes and redacts its
 * bindings at once, on every request, which cost about a tenth of the web process's CPU per bot call
 * even with the level at warn.
 */
export function requestLog(logger: Logger, opts: RequestLogOptions): RequestHandler {
  return (req, res, next) => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    const path = req.url.split('?', 1)[0] ?? '';
    if (!logger.isLevelEnabled('info') || opts.quiet.has(path)) return next();
    const started = performance.now();
    const done = (): void => {
      res.off('finish', done);
      res.off('close', done);
      const line = {
        req: { id, method: req.method, url: opts.loggablePath(path) },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - started),
      };
      if (res.statusCode >= 500) logger.info(line, 'request errored');
      else logger.info(line, 'request completed');
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
