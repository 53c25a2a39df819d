import type { ValidationIssue } from './errors.js';

/** How deep a request's JSON may nest; nothing the API takes comes near it. */
export const MAX_NESTING = 64;

/**
 * Finds what the stores cannot keep: a NUL character (PostgreSQL text refuses it, and the driver's
 * error would carry the whole statement) anywhere in a string or a key, and nesting deeper than
 * MAX_NESTING. Walks with its own stack, so a 100,000-deep array cannot overflow the call stack.
 */
export function findUnstorableText(value: unknown, source: string): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const stack: { value: unknown; loc: (string | number)[] }[] = [{ value, loc: [source] }];
  while (stack.length && issues.length < 20) {
    const { value: v, loc } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) issues.push({ loc, msg: 'Text must not contain the NUL character (\\u0000)', type: 'string_nul' });
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (loc.length - 1 > MAX_NESTING) {
      issues.push({ loc: loc.slice(0, 3), msg: `Nested more than ${MAX_NESTING} levels deep`, type: 'too_deep' });
      continue;
    }
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], loc: [...loc, i] });
      continue;
    }
    for (const [key, item] of Object.entries(v)) {
      if (key.includes('\u0000')) issues.push({ loc, msg: 'Field names must not contain the NUL character (\\u0000)', type: 'string_nul' });
      else stack.push({ value: item, loc: [...loc, key] });
    }
  }
  return issues;
}
