import type { ConnectorDefinition } from '../define.js';
import type { RequestSpec } from '../definition-schema.js';
import { renderTemplate, wholePlaceholder, type VariableLookup } from '../templates.js';
import type { AppliedAuth } from './auth.js';
import { FAILURES, type VendorFailure } from './failures.js';
import type { VendorHttpRequest } from './vendor-client.js';
import { joinUrl } from './urls.js';

export type BuildOutcome = { ok: true; request: VendorHttpRequest } | { ok: false; failure: VendorFailure };

/** The connection's base URL filled in (or the override used in development, tests and smoke runs). */
export function renderBaseUrl(
  def: ConnectorDefinition,
  lookup: VariableLookup,
  override?: string,
): { ok: true; value: string } | { ok: false; failure: VendorFailure } {
  if (override !== undefined) return { ok: true, value: override };
  const r = renderTemplate(def.baseUrl, lookup, 'url');
  return r.ok ? r : { ok: false, failure: FAILURES.missingValue(r.missing) };
}

/** Replaces body strings that are exactly one placeholder; a placeholder without a value becomes ''. */
function fillBody(value: unknown, lookup: VariableLookup): unknown {
  if (typeof value === 'string') {
    const name = wholePlaceholder(value);
    return name === undefined ? value : (lookup(name) ?? '');
  }
  if (Array.isArray(value)) return value.map((v) => fillBody(v, lookup));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillBody(v, lookup)]));
  return value;
}

/**
 * Form fields of a `bodyEncoding: 'form'` body: strings that are exactly one placeholder are replaced,
 * and left out when it has no value (as query parameters are); numbers are written in decimal.
 * define-checks keeps the body flat text.
 */
function fillForm(body: unknown, lookup: VariableLookup): Record<string, string> {
  const form: Record<string, string> = {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return form;
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'number') form[name] = String(value);
    if (typeof value !== 'string') continue;
    const placeholder = wholePlaceholder(value);
    if (placeholder === undefined) form[name] = value;
    else {
      const v = lookup(placeholder);
      if (v !== undefined && v !== '') form[name] = v;
    }
  }
  return form;
}

/** A page request's body (JSON values, page numbers included) as form fields. */
export function formFields(body: unknown): Record<string, string> {
  const form: Record<string, string> = {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return form;
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string' || typeof value === 'number') form[name] = String(value);
  }
  return form;
}

/** Headers with lower-case names; a header whose placeholders have no value is left out. */
function fillHeaders(into: Record<string, string>, templates: Record<string, string>, lookup: VariableLookup): void {
  for (const [name, template] of Object.entries(templates)) {
    const r = renderTemplate(template, lookup, 'none');
    if (r.ok) into[name.toLowerCase()] = r.value;
  }
}

/**
 * Builds one vendor call from a capability's request spec: base URL + path (values percent-encoded
 * unless `{+name}`), query parameters (left out when a placeholder has no value), connector headers,
 * request headers, the auth strategy's headers and query, and the body: JSON, or form fields
 * (`bodyEncoding: 'form'`, sent as application/x-www-form-urlencoded).
 */
export function buildRequest(def: ConnectorDefinition, spec: RequestSpec, baseUrl: string, lookup: VariableLookup, auth: AppliedAuth): BuildOutcome {
  const path = renderTemplate(spec.path, lookup, 'url');
  if (!path.ok) return { ok: false, failure: FAILURES.missingValue(path.missing) };
  let url: URL;
  try {
    url = joinUrl(baseUrl, path.value);
  } catch {
    return { ok: false, failure: FAILURES.unreachable('the address is not a valid URL') };
  }
  for (const [name, template] of Object.entries(spec.query)) {
    const r = renderTemplate(template, lookup, 'none');
    if (r.ok) url.searchParams.append(name, r.value);
  }
  for (const [name, value] of auth.query) url.searchParams.append(name, value);
  const headers: Record<string, string> = {};
  fillHeaders(headers, def.headers, lookup);
  fillHeaders(headers, spec.headers, lookup);
  for (const [name, value] of Object.entries(auth.headers)) headers[name.toLowerCase()] = value;
  const request: VendorHttpRequest = { method: spec.method, url: url.toString(), headers };
  if (spec.method === 'POST') {
    if (spec.bodyEncoding === 'form') request.form = fillForm(spec.body ?? {}, lookup);
    else request.json = fillBody(spec.body ?? {}, lookup);
  }
  return { ok: true, request };
}
