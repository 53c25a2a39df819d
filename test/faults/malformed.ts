/**
 * Malformed requests generated from the service's own OpenAPI document: for every route, variants of
 * each part (path parameters, query, body, headers) that a careless or hostile client sends. None may
 * be answered with a 5xx.
 */

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; items?: Schema; enum?: unknown[] };
interface Operation {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
export type Doc = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

export interface Probe {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  what: string;
}

const ODD_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uFFFF',
  '\u202Eevil',
  '𝕏'.repeat(50),
  'é'.normalize('NFD'),
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
  '%00',
  '${jndi:ldap://x}',
  ' ',
  '',
];
const ODD_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 53,
  -(2 ** 63),
  1e308,
  '9'.repeat(40),
  [],
  {},
  [[[]]],
  { a: { b: { c: {} } } },
  'x'.repeat(10_000),
];
const PATH_VALUES = [
  '%FF',
  '%E0%A4%A',
  '%C0%AF',
  '0',
  '-1',
  '99999999999999999999999',
  '2147483648',
  '1.5',
  'abc',
  '%00',
  '%20',
  '..%2F..',
  'a'.repeat(3000),
  '%F0%9F%92%A9',
  'null',
  '[]',
];
const QUERY_JUNK = [
  'limit=-1',
  'limit=abc',
  'limit=1e9',
  'limit[]=1&limit[]=2',
  'status=%FF',
  'q=%00',
  'a[b][c][d]=1',
  `x=${'y'.repeat(5000)}`,
  '&&&==',
  'limit=99999999999999999999',
  '%',
  'cursor=%E0%A4%A',
];

function fillPath(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, value);
}

function sample(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return 'x';
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(schema.properties ?? {})) out[k] = sample(v, depth + 1);
    return out;
  }
  if (type === 'array') return [sample(schema.items, depth + 1)];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  return 'text';
}

/** Every probe for one document, with `good` path values (a real id) mixed in so handlers are reached. */
export function probesFor(doc: Doc, headers: Record<string, string>, goodId: string): Probe[] {
  const probes: Probe[] = [];
  const json = { ...headers, 'content-type': 'application/json' };
  for (const [rawPath, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const M = method.toUpperCase();
      const hasBody = M !== 'GET' && M !== 'HEAD';
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const base = fillPath(rawPath, goodId);
      const good = sample(bodySchema) as Record<string, unknown>;
      const add = (path: string, what: string, body?: string | Buffer, h: Record<string, string> = json): void => {
        probes.push({ method: M, path, headers: h, ...(hasBody && body !== undefined ? { body } : {}), what });
      };
      // Path parameters.
      if (rawPath.includes('{')) for (const v of PATH_VALUES) add(fillPath(rawPath, v), `path ${v.slice(0, 12)}`, JSON.stringify(good));
      // Query strings.
      for (const q of QUERY_JUNK) add(`${base}?${q}`, `query ${q.slice(0, 12)}`, JSON.stringify(good));
      // Headers and encodings.
      add(base, 'gzip that is not', 'not gzip at all', { ...json, 'content-encoding': 'gzip' });
      add(base, 'unknown encoding', '{}', { ...json, 'content-encoding': 'x-made-up' });
      add(base, 'charset unknown', '{}', { ...headers, 'content-type': 'application/json; charset=klingon' });
      add(base, 'text/plain body', 'hello', { ...headers, 'content-type': 'text/plain' });
      add(base, 'form body', 'a=1&b=2', { ...headers, 'content-type': 'application/x-www-form-urlencoded' });
      add(base, 'no auth', JSON.stringify(good), { 'content-type': 'application/json' });
      add(base, 'wrong key', JSON.stringify(good), { 'content-type': 'application/json', 'x-api-key': 'sk_' + 'A'.repeat(43), 'x-admin-token': 'nope' });
      add(base, 'huge header', JSON.stringify(good), { ...json, 'x-junk': 'z'.repeat(7000) });
      if (!hasBody) continue;
      // Bodies.
      for (const raw of [
        '{',
        '{"a":',
        'null',
        '[]',
        '"text"',
        '123',
        'true',
        '{"a":1,}',
        '\u0000',
        '{"__proto__":{"polluted":1}}',
        '{"constructor":{"prototype":{"x":1}}}',
        '',
      ])
        add(base, `json ${raw.slice(0, 10)}`, raw);
      add(base, 'deep nesting', `{"a":${'['.repeat(50_000)}${']'.repeat(50_000)}}`);
      add(base, '1 MB string', JSON.stringify({ ...good, x: 'y'.repeat(1024 * 1024) }));
      add(base, '2 MB body', Buffer.alloc(2 * 1024 * 1024, 0x20));
      add(base, 'missing fields', '{}');
      const fields = Object.keys(bodySchema?.properties ?? {});
      for (const field of fields) {
        for (const v of ODD_VALUES) add(base, `${field}=${typeof v}`, JSON.stringify({ ...good, [field]: v }));
        for (const s of ODD_STRINGS) add(base, `${field} odd text`, JSON.stringify({ ...good, [field]: s }));
        const { [field]: _dropped, ...without } = good;
        add(base, `${field} missing`, JSON.stringify(without));
      }
      add(base, 'extra fields', JSON.stringify({ ...good, zzz: 1, __proto__x: 2 }));
      add(base, 'NUL key', `{"a\\u0000b":1,${JSON.stringify(good).slice(1)}`);
    }
  }
  return probes;
}
