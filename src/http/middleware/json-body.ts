import type { RequestHandler } from 'express';
import { REQUEST_MESSAGES } from '../../messages.js';

/** The content types read as JSON bodies: application/json and the +json types (with any charset). */
export const JSON_TYPES = ['application/json', 'application/*+json'];

/** The MCP endpoint answers a wrong content type itself, as a JSON-RPC error (the SDK's 415). */
const OWN_CONTENT_TYPE_ANSWER = /\/mcp\/?$/;

/**
 * Every body the API takes is JSON (spec: "All request and response bodies are JSON"). A request to
 * /api/* that carries a body without a JSON Content-Type is refused with 415 naming the header,
 * instead of being read as no body at all (which would answer "Field required" for fields that were
 * sent). Requests without a body (GET, or a POST with none) pass.
 */
export const jsonBodyOnly: RequestHandler = (req, res, next) => {
  if (!req.path.startsWith('/api/') || OWN_CONTENT_TYPE_ANSWER.test(req.path)) return next();
  const length = req.headers['content-length'];
  const hasBody = req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
  if (!hasBody || req.is(JSON_TYPES)) return next();
  const given = req.headers['content-type'];
  res.status(415).json({ detail: REQUEST_MESSAGES.jsonContentType(typeof given === 'string' && given.trim() !== '' ? given.split(';')[0]!.trim() : null) });
};
