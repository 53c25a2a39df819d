import type { IncomingHttpHeaders } from 'node:http';
import type { PaginationSpec } from '../definition-schema.js';
import { isRecord, valueAt } from '../paths.js';

/**
 * Bounded pagination. The first call carries the first page's parameters; after each page `nextPage`
 * says where the next one is, or undefined to stop. The reader never makes more than `maxPages`
 * calls. Page, offset and cursor parameters go in the query, or (`in: 'body'`) into fields of the
 * body of a read-only POST search (JSON values; a form body sends them as text, see request.ts
 * formFields). Next-page URLs from the vendor (Link header, body) must stay on
 * the base URL's origin, so a reply cannot send credentials elsewhere.
 */

/** One call: its URL and, for a POST, its JSON body. */
export interface PageRequest {
  url: URL;
  body?: unknown;
}

export interface PageState {
  /** The call of the page just read. */
  request: PageRequest;
  /** 1 for the first page. */
  pageIndex: number;
  /** The reply body. */
  body: unknown;
  headers: IncomingHttpHeaders;
  records: readonly unknown[];
}

function scalarText(v: unknown): string | undefined {
  if (typeof v === 'string' && v !== '') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

function sameOrigin(candidate: string, current: URL): URL | undefined {
  try {
    const next = new URL(candidate, current);
    return next.origin === current.origin ? next : undefined;
  } catch {
    return undefined;
  }
}

/** RFC 8288: the target of rel="next" in a Link header. */
export function linkNext(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return undefined;
  for (const part of value.split(/,(?=\s*<)/)) {
    const m = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (m && /;\s*rel="?([^";]*\s)?next(\s[^";]*)?"?/i.test(m[2]!)) return m[1];
  }
  return undefined;
}

/**
 * A copy of a JSON body with `value` at a dotted path, creating objects on the way. A segment that
 * holds something other than an object is replaced (define-checks refuses such bodies).
 */
export function withBodyValue(body: unknown, path: string, value: string | number): Record<string, unknown> {
  const root: Record<string, unknown> = isRecord(body) ? structuredClone(body) : {};
  const segments = path.split('.');
  let at = root;
  for (const segment of segments.slice(0, -1)) {
    const next = at[segment];
    const child: Record<string, unknown> = isRecord(next) ? next : {};
    at[segment] = child;
    at = child;
  }
  at[segments[segments.length - 1]!] = value;
  return root;
}

/** Sets page parameters in the query (as text) or in the body (as JSON values). */
function withParams(spec: Extract<PaginationSpec, { in: 'query' | 'body' }>, req: PageRequest, params: [string, string | number][]): PageRequest {
  if (spec.in === 'body') {
    let body = req.body;
    for (const [path, value] of params) body = withBodyValue(body, path, value);
    return { url: req.url, body };
  }
  const url = new URL(req.url);
  for (const [name, value] of params) url.searchParams.set(name, String(value));
  return { ...req, url };
}

/** The first call with the first page's parameters. */
export function firstPage(spec: PaginationSpec | undefined, req: PageRequest): PageRequest {
  if (!spec) return req;
  if (spec.type === 'page') {
    return withParams(spec, req, [[spec.param, spec.first], ...(spec.sizeParam && spec.size ? [[spec.sizeParam, spec.size] as [string, number]] : [])]);
  }
  if (spec.type === 'offset')
    return withParams(spec, req, [
      [spec.param, 0],
      [spec.sizeParam, spec.size],
    ]);
  return req;
}

/** The cursor the page just read was asked with (so a vendor repeating it cannot loop). */
function currentCursor(spec: Extract<PaginationSpec, { type: 'cursor' }>, req: PageRequest): string | undefined {
  return spec.in === 'body' ? scalarText(valueAt(req.body, spec.param)) : (req.url.searchParams.get(spec.param) ?? undefined);
}

/** The next call, or undefined when there is no further page (or maxPages is reached). */
export function nextPage(spec: PaginationSpec | undefined, state: PageState): PageRequest | undefined {
  if (!spec || state.pageIndex >= spec.maxPages || state.records.length === 0) return undefined;
  switch (spec.type) {
    case 'page': {
      if (spec.size !== undefined && state.records.length < spec.size) return undefined;
      return withParams(spec, state.request, [[spec.param, spec.first + state.pageIndex]]);
    }
    case 'offset': {
      if (state.records.length < spec.size) return undefined;
      return withParams(spec, state.request, [[spec.param, spec.size * state.pageIndex]]);
    }
    case 'cursor': {
      if (spec.hasMorePath !== undefined && valueAt(state.body, spec.hasMorePath) !== true) return undefined;
      const cursor =
        spec.cursorPath !== undefined
          ? scalarText(valueAt(state.body, spec.cursorPath))
          : scalarText(valueAt(state.records[state.records.length - 1], spec.lastRecordPath ?? 'id'));
      if (cursor === undefined || cursor === currentCursor(spec, state.request)) return undefined;
      return withParams(spec, state.request, [[spec.param, cursor]]);
    }
    case 'link_header': {
      const target = linkNext(state.headers['link']);
      const url = target === undefined ? undefined : sameOrigin(target, state.request.url);
      return url ? { ...state.request, url } : undefined;
    }
    case 'next_url': {
      const target = scalarText(valueAt(state.body, spec.nextPath));
      const url = target === undefined ? undefined : sameOrigin(target, state.request.url);
      return url ? { ...state.request, url } : undefined;
    }
  }
}
