import { z } from 'zod';

/**
 * The bodies of the API's 4xx answers, as zod schemas named for the OpenAPI document (`.meta({ id })`
 * makes each one a component that operations reference). The error middleware (middleware/errors.ts)
 * and the routers send exactly these shapes.
 */

/** The common refusal: 401 Invalid API key, 404 Not found, 429 Too many requests, 403 sandbox and sign-in refusals. */
export const errorDetail = z.object({ detail: z.string() }).meta({ id: 'ErrorDetail', description: 'A refusal in one sentence' });

export const validationIssue = z
  .object({
    loc: z.array(z.union([z.string(), z.number()])).describe('Where: "body", "query" or "path", then the field path, e.g. ["body","full_name"]'),
    msg: z.string(),
    type: z.string().describe('Machine-readable kind, e.g. missing, invalid_type, too_small, unrecognized_keys, json_invalid'),
  })
  .meta({ id: 'ValidationIssue' });

/** 422: the request did not match the route's schema (or its JSON did not parse). */
export const validationFailure = z.object({ detail: z.array(validationIssue) }).meta({ id: 'ValidationFailure', description: 'One item per problem found' });

/** 401 and 429 of /api/connect/* and the Account Connect demo: the spec's detail-wrapped body. */
export const wrappedRefusal = z
  .object({ detail: z.object({ success: z.literal(false), message: z.string() }) })
  .meta({ id: 'WrappedRefusal', description: 'A refusal as the Account Connect contract words it' });

/** 400 and 409 of the dashboard API's settings routes: success false with a message (and the field errors). */
export const settingsRefusal = z
  .object({
    success: z.literal(false),
    message: z.string(),
    errors: z.array(z.object({ field: z.string().describe("The setting or secret ('' for the connection as a whole)"), message: z.string() })).optional(),
  })
  .meta({ id: 'SettingsRefusal', description: 'The change was refused; message says why (errors names each field)' });

/** A JSON-RPC error object (the MCP endpoint's refusals). */
export const jsonRpcError = z
  .object({
    jsonrpc: z.literal('2.0'),
    error: z.object({ code: z.number().int(), message: z.string() }),
    id: z.union([z.string(), z.number(), z.null()]),
  })
  .meta({ id: 'JsonRpcError' });
