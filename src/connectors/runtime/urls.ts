/**
 * Joins a path (already filled in) to a base URL, keeping the base's own query (some webhook URLs
 * carry their signature there). A path may carry its own `?query`.
 */
export function joinUrl(base: string, path: string): URL {
  const url = new URL(base);
  if (path === '') return url;
  const q = path.indexOf('?');
  const pathPart = q >= 0 ? path.slice(0, q) : path;
  const queryPart = q >= 0 ? path.slice(q + 1) : '';
  if (pathPart !== '') url.pathname = `${url.pathname.replace(/\/+$/, '')}/${pathPart.replace(/^\/+/, '')}`;
  for (const [k, v] of new URLSearchParams(queryPart)) url.searchParams.append(k, v);
  return url;
}

/** An absolute URL as is, or a relative one joined to the base. */
export function resolveUrl(base: string, maybeRelative: string): URL {
  return /^https?:\/\//i.test(maybeRelative) ? new URL(maybeRelative) : joinUrl(base, maybeRelative);
}
