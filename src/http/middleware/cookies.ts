import type { Request } from 'express';

/**
 * The value of one cookie of a request's Cookie header, or '' (a tiny parser: the dashboard reads
 * two cookies and needs nothing else). A value that is not valid percent-encoding is taken as is.
 */
export function cookieValue(req: Request, name: string): string {
  const header = req.headers.cookie;
  if (!header) return '';
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return '';
}
