import { isEncoding, quotedPlaceholders, renderTemplate, SAFE_VARIABLES, type Encoding } from './templates.js';

/**
 * Injection into vendor query languages (a definition rule, see define-checks.ts). A customer's email
 * or an order number written inside a quoted string of an OData `$filter`, a SOQL query, JQL, Stripe
 * search or a JSON filter could close the quote and add conditions; an encoding (templates.ts) escapes
 * it for that language. These checks find placeholders inside quotes and require a fitting encoding.
 */

type Path = (string | number)[];
type Issue = (path: Path, message: string) => void;

/** Encodings that keep a value inside a string quoted with `'` or with `"`. */
const ENCODINGS_FOR_QUOTE: Record<"'" | '"', readonly Encoding[]> = { "'": ['odata', 'soql', 'backslash'], '"': ['json', 'soql', 'backslash'] };

/** A template that is JSON once its placeholders are filled (a JSON filter in a query parameter). */
function isJsonTemplate(template: string): boolean {
  const filled = renderTemplate(template, () => 'x', 'none');
  if (!filled.ok || !/^\s*[[{]/.test(filled.value)) return false;
  try {
    const parsed: unknown = JSON.parse(filled.value);
    return parsed !== null && typeof parsed === 'object';
  } catch {
    return false;
  }
}

/**
 * Injection into vendor query languages: a value inside a quoted string of a filter (OData, SOQL,
 * JQL, a JSON filter) must be escaped for that language, or a customer could close the quote and
 * add conditions. Every placeholder found inside quotes needs an encoding that fits the quote; in a
 * JSON template, `json`. Variables made from digits, hex or dates only (SAFE_VARIABLES) are exempt.
 */
export function checkQuoted(template: string, issue: Issue, at: Path): void {
  const json = isJsonTemplate(template);
  for (const p of quotedPlaceholders(template)) {
    if (p.quote === undefined || (SAFE_VARIABLES as readonly string[]).includes(p.name)) continue;
    const fits = json ? (['json'] as const) : ENCODINGS_FOR_QUOTE[p.quote];
    if (p.encoding === undefined) {
      issue(
        at,
        `{${p.name}} sits inside a quoted string (${p.quote}...${p.quote}): escape it for the vendor's query language with ${fits.map((e) => `{${p.name}:${e}}`).join(', ')}`,
      );
    } else if (isEncoding(p.encoding) && !fits.includes(p.encoding)) {
      issue(
        at,
        `{${p.name}:${p.encoding}} does not escape ${json ? 'a JSON string' : `a ${p.quote}-quoted string`}: use ${fits.map((e) => `{${p.name}:${e}}`).join(', ')}`,
      );
    }
  }
}
