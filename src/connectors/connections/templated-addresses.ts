import { DASHBOARD_MESSAGES } from '../../messages.js';
import { checkTargetUrl, type AddressPolicy } from '../../net/address-policy.js';
import type { ConnectorDefinition } from '../define.js';
import { settingsLookup, type ConnectionValues } from '../runtime/variables.js';
import { placeholdersOf, renderTemplate } from '../templates.js';

/**
 * The addresses a tenant's settings are templated into, checked at save with the one address policy
 * (src/net/address-policy.ts), exactly as the worker checks them again before every call: the
 * connector's base URL (`https://{host}/api`, `https://{+store_domain}/wp-json`, `{+api_base}`), and for
 * sign-in connectors the authorize and token URLs (`https://accounts.zoho.{dc}/...`), client-credentials
 * token URLs given in full. A text setting such as a host name is only safe once the URL it ends up in
 * is: "10.1.2.3", "2130706433" or "localhost." are fine as text but not as a host.
 */

export interface AddressError {
  /** The setting the address is built from (the first one named in the template). */
  field: string;
  message: string;
}

/** The definition's URL templates that name at least one setting, with the settings they name. */
function templatedAddresses(def: ConnectorDefinition): { template: string; fields: string[] }[] {
  const settings = new Set([...def.config, ...def.secrets].map((s) => s.name));
  const templates = [def.baseUrl];
  if (def.auth.type === 'oauth2') templates.push(def.auth.authorizeUrl, def.auth.tokenUrl);
  // A relative token URL is joined to the (checked) base URL; only a full one can name another host.
  if (def.auth.type === 'client_credentials') templates.push(def.auth.tokenUrl);
  return templates
    .map((template) => ({ template, fields: [...new Set(placeholdersOf(template).map((p) => p.name))].filter((n) => settings.has(n)) }))
    .filter((t) => t.fields.length > 0);
}

/**
 * One error per setting whose address the policy refuses ("That address can't be used: <why>").
 * `skip`: settings already refused for their own value. A template whose values are not all given yet
 * is left to the call (which reports the missing value).
 */
export function checkTemplatedAddresses(
  def: ConnectorDefinition,
  values: ConnectionValues,
  policy: AddressPolicy,
  skip: ReadonlySet<string> = new Set(),
): AddressError[] {
  const errors: AddressError[] = [];
  const blamed = new Set(skip);
  const lookup = settingsLookup(values);
  for (const { template, fields } of templatedAddresses(def)) {
    if (fields.some((f) => blamed.has(f))) continue;
    const rendered = renderTemplate(template, lookup, 'url');
    if (!rendered.ok || !/^https?:\/\//i.test(rendered.value)) continue;
    const check = checkTargetUrl(rendered.value, policy);
    if (check.ok) continue;
    const field = fields[0]!;
    blamed.add(field);
    errors.push({ field, message: DASHBOARD_MESSAGES.addressUnusable(check.reason) });
  }
  return errors;
}
