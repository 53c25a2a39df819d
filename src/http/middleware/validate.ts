import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { ValidationError, type ValidationIssue } from './errors.js';
import { findUnstorableText } from './text-guard.js';

export type Source = 'body' | 'query' | 'path';

/** Turns zod issues into the 422 detail items, with loc like ["body","subject"]. */
export function toValidationIssues(source: Source, issues: readonly z.core.$ZodIssue[]): ValidationIssue[] {
  return issues.map((issue) => {
    const loc = [source, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))];
    const missing = issue.code === 'invalid_type' && 'input' in issue && issue.input === undefined;
    return missing ? { loc, msg: 'Field required', type: 'missing' } : { loc, msg: issue.message, type: issue.code };
  });
}

/**
 * Parses `value` against `schema` or throws the 422 ValidationError. Text no store can keep (a NUL
 * character, nesting past the limit) is refused here first, once for every route.
 */
export function parseOr422<S extends z.ZodType>(schema: S, value: unknown, source: Source): z.output<S> {
  const unstorable = findUnstorableText(value, source);
  if (unstorable.length) throw new ValidationError(unstorable);
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) throw new ValidationError(toValidationIssues(source, result.error.issues));
  return result.data;
}

/** A JSON body must be an object when a route expects one; a missing body counts as {} so fields report as missing. */
export const requireJsonObjectBody: RequestHandler = (req, _res, next) => {
  if (req.body === undefined) req.body = {};
  next();
};
