import type { IncomingHttpHeaders } from 'node:http';
import type { PaginationSpec } from '../define.js';
import { valueAt } from './paths.js';

/**
 * Bounded pagination. The first call carries the first page's parameters; after each page
 * `nextPageUrl` says where the next one is, or undefined to stop. The reader never makes more than
 * `maxPages` calls. Next-page URLs from the vendor (Link header, body) must stay on the base URL's
 * origin, so a reply cannot send credentials elsewhere.
 */

/** Sets the first page's parameters on the first call's URL. */
export function firstPageUrl(spec: PaginationSpec | undefined, url: URL): URL {
  if (!spec) return url;
  const next = new URL(url);
  if (spec.type === 'page') {
    next.searchParams.set(spec.param, String(spec.first));
    if (spec.sizeParam && spec.size) next.searchParams.set(spec.sizeParam, String(spec.size));
  } else if (spec.type === 'offset') {
    next.searchParams.set(spec.param, '0');
    next.searchParams.set(spec.sizeParam, String(spec.size));
  }
  return next;
}

export interface PageState {
  /** URL of the page just read. */
  url: URL;
  /** 1 for the first page. */
  pageIndex: number;
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

export function nextPageUrl(spec: PaginationSpec | undefined, state: PageState): URL | undefined {
  if (!spec || state.pageIndex >= spec.maxPages || state.records.length === 0) return undefined;
  switch (spec.type) {
    case 'page': {
      if (spec.size !== undefined && state.records.length < spec.size) return undefined;
      const next = new URL(state.url);
      next.searchParams.set(spec.param, String(spec.first + state.pageIndex));
      return next;
    }
    case 'offset': {
      if (state.records.length < spec.size) return undefined;
      const next = new URL(state.url);
      next.searchParams.set(spec.param, String(spec.size * state.pageIndex));
      return next;
    }
    case 'cursor': {
      if (spec.hasMorePath !== undefined && valueAt(state.body, spec.hasMorePath) !== true) return undefined;
      const cursor = spec.cursorPath !== undefined
        ? scalarText(valueAt(state.body, spec.cursorPath))
        : scalarText(valueAt(state.records[state.records.length - 1], spec.lastRecordPath ?? 'id'));
      if (cursor === undefined || cursor === state.url.searchParams.get(spec.param)) return undefined;
      const next = new URL(state.url);
      next.searchParams.set(spec.param, cursor);
      return next;
    }
    case 'link_header': {
      const target = linkNext(state.headers['link']);
      return target === undefined ? undefined : sameOrigin(target, state.url);
    }
    case 'next_url': {
      const target = scalarText(valueAt(state.body, spec.nextPath));
      return target === undefined ? undefined : sameOrigin(target, state.url);
    }
  }
}
