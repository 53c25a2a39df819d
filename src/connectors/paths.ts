/**
 * Reads a dotted path from a vendor reply: `customer.default_address.zip`, `fulfillments.0.id`,
 * `items.-1.id` (last item), or `$` for the value itself. Own properties only. A key that itself
 * contains dots is read as written when an object has it: `@odata.nextLink` (OData's next page) is
 * that key, not `nextLink` inside `@odata`.
 */
export function valueAt(source: unknown, path: string): unknown {
  if (path === '$') return source;
  let current: unknown = source;
  const segments = path.split('.');
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    const rest = i < segments.length - 1 ? segments.slice(i).join('.') : undefined;
    if (rest !== undefined && isRecord(current) && Object.hasOwn(current, rest)) return current[rest];
    if (Array.isArray(current)) {
      if (!/^-?\d+$/.test(segment)) return undefined;
      current = current.at(Number(segment));
    } else if (current !== null && typeof current === 'object') {
      current = Object.hasOwn(current, segment) ? (current as Record<string, unknown>)[segment] : undefined;
    } else {
      return undefined;
    }
    if (current === undefined) return undefined;
  }
  return current;
}

/** Whether a value is a plain JSON object (not an array or null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A scalar field of a reply equals a documented value: exactly, or as the same text (`0` and `"0"`). */
function sameScalar(actual: unknown, wanted: string | number | boolean): boolean {
  if (actual === wanted) return true;
  const scalar = typeof actual === 'string' || typeof actual === 'number' || typeof actual === 'boolean';
  return scalar && String(actual) === String(wanted);
}

/** Whether a reply is a JSON object whose fields at these dotted paths all equal their documented values. */
export function fieldsEqual(fields: Readonly<Record<string, string | number | boolean>>, body: unknown): boolean {
  return isRecord(body) && Object.entries(fields).every(([path, wanted]) => sameScalar(valueAt(body, path), wanted));
}
