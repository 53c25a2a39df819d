/**
 * Placeholders in connector definitions.
 *
 * A template is a string with `{name}` placeholders. `name` is a config field, a secret, or one of
 * the request variables below. Where the value lands decides how it is written:
 * - base URL and path: `{name}` is percent-encoded (so a value can never change the host or add a
 *   path segment); `{+name}` is inserted as is (for a full address the tenant gave, such as a
 *   webhook URL or a path like `api/customers/lookup`).
 * - query values and headers: inserted as is (query values are encoded when the URL is built).
 * - JSON bodies: only a string that is exactly one placeholder (`"{email}"`) is replaced; every other
 *   string is literal, so GraphQL selections such as `{ id name }` need no escaping.
 */

/** Variables the runtime fills in for a read, besides config fields and secrets. */
export const REQUEST_VARIABLES = [
  /** Email the customer gave (search) or the verified customer's email (reads). */
  'email',
  /** MD5 of the lower-cased email (Mailchimp, EmailOctopus member ids). */
  'email_md5',
  /** Mobile as the customer gave it or as the vendor holds it. */
  'phone',
  /** The mobile's digits only. */
  'phone_digits',
  /** The last 10 digits of the mobile (the spec's comparison rule). */
  'phone_last10',
  'full_name',
  'postcode',
  /** The verified customer record's vendor id. */
  'customer_id',
  'order_number',
  'tracking_number',
  /** YYYY-MM-DD, `lookbackDays` before today (for vendors that list by date). */
  'from_date',
  /** YYYY-MM-DD, from the injected clock. */
  'today',
] as const;

export type RequestVariable = (typeof REQUEST_VARIABLES)[number];

const PLACEHOLDER = /\{(\+?)([a-z][a-z0-9_]*)\}/g;

export interface Placeholder {
  name: string;
  /** Written `{+name}`: inserted without percent-encoding. */
  raw: boolean;
}

/** The placeholders of a template, in order. */
export function placeholdersOf(template: string): Placeholder[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => ({ name: m[2]!, raw: m[1] === '+' }));
}

/** A string that is exactly one placeholder: its name; otherwise undefined. */
export function wholePlaceholder(template: string): string | undefined {
  const m = /^\{([a-z][a-z0-9_]*)\}$/.exec(template);
  return m?.[1];
}

/** Looks a variable up; undefined or '' mean "no value". */
export type VariableLookup = (name: string) => string | undefined;

export type RenderResult = { ok: true; value: string } | { ok: false; missing: string };

/**
 * Fills a template. `encoding: 'url'` percent-encodes `{name}` values (not `{+name}`); `'none'`
 * inserts every value as is. A placeholder without a value is reported as missing.
 */
export function renderTemplate(template: string, lookup: VariableLookup, encoding: 'url' | 'none'): RenderResult {
  let missing: string | undefined;
  const value = template.replace(PLACEHOLDER, (_all, plus: string, name: string) => {
    const v = lookup(name);
    if (v === undefined || v === '') {
      missing ??= name;
      return '';
    }
    return encoding === 'url' && plus !== '+' ? encodeURIComponent(v) : v;
  });
  return missing === undefined ? { ok: true, value } : { ok: false, missing };
}
