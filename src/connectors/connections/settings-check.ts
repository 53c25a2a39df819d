import { DASHBOARD_MESSAGES } from '../../messages.js';
import { checkTemplatedAddresses } from './templated-addresses.js';
import { checkTargetUrl, type AddressPolicy } from '../../net/address-policy.js';
import { patternRegExp } from '../define-checks.js';
import type { ConnectorDefinition } from '../define.js';
import type { Setting } from '../definition-schema.js';

/**
 * Checks what a tenant typed into a connector's form (spec: "Dashboard connect errors"), before
 * anything is stored:
 * - a required setting or secret left blank: "Enter the <label>";
 * - a value that does not match the setting's pattern: "That <label> doesn't look right — e.g. <example>",
 *   after https:// and trailing slashes are removed (text settings; the cleaned value is what is stored);
 * - an address setting (type url) that is not a URL, or that the outbound address policy refuses:
 *   "That <label> doesn't look right — e.g. <example>" / "That address can't be used: <why>";
 * - a text setting templated into the vendor's address (a host name in `https://{host}/api`) whose
 *   address the policy refuses: "That address can't be used: <why>" (templated-addresses.ts);
 * - an OAuth-only vendor given keys: "<Name> connects by signing in — use the Connect with <Name> button".
 * Values with control characters are refused as not looking right (they could never be sent).
 * OAuth connectors take their config fields through checkConfigFields (sign-in start, PUT .../config).
 */

export interface SettingError {
  /** Name of the setting or secret ('' for the connector as a whole). */
  field: string;
  message: string;
}

export type SettingsCheck = { ok: true; config: Record<string, string>; secrets: Record<string, string> } | { ok: false; errors: SettingError[] };

const CONTROL = /[\u0000-\u001f\u007f]/;

/** Removes a leading http(s):// and trailing slashes (spec: before checking a value's format). */
export function cleanTextValue(value: string): string {
  return value
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '');
}

function checkOne(setting: Setting, raw: string | undefined, policy: AddressPolicy): { value?: string; error?: string } {
  const given = (raw ?? '').trim();
  if (given === '') return setting.optional ? {} : { error: DASHBOARD_MESSAGES.enterThe(setting.label) };
  const wrong = { error: DASHBOARD_MESSAGES.doesNotLookRight(setting.label, setting.example) };
  if (CONTROL.test(given)) return wrong;
  if (setting.type === 'url') {
    const value = given.replace(/\/+$/, '');
    if (!/^https?:\/\/[^\s/]+/i.test(value)) return wrong;
    const target = checkTargetUrl(value, policy);
    if (!target.ok) return { error: DASHBOARD_MESSAGES.addressUnusable(target.reason) };
    if (setting.pattern !== undefined && !patternRegExp(setting.pattern).test(value)) return wrong;
    return { value };
  }
  const value = cleanTextValue(given);
  if (value === '') return { error: DASHBOARD_MESSAGES.enterThe(setting.label) };
  if (setting.pattern !== undefined && !patternRegExp(setting.pattern).test(value)) return wrong;
  return { value };
}

/** Checks config fields, then secrets, in the definition's order; every problem is listed. */
export function checkSettings(
  def: ConnectorDefinition,
  input: { config: Readonly<Record<string, string>>; secrets: Readonly<Record<string, string>> },
  policy: AddressPolicy,
): SettingsCheck {
  if (def.auth.type === 'oauth2') return { ok: false, errors: [{ field: '', message: DASHBOARD_MESSAGES.connectsBySigningIn(def.name) }] };
  const errors: SettingError[] = [];
  const config: Record<string, string> = {};
  const secrets: Record<string, string> = {};
  for (const [list, given, into] of [
    [def.config, input.config, config],
    [def.secrets, input.secrets, secrets],
  ] as const) {
    for (const setting of list) {
      const raw = Object.hasOwn(given, setting.name) ? given[setting.name] : undefined;
      const r = checkOne(setting, raw, policy);
      if (r.error !== undefined) errors.push({ field: setting.name, message: r.error });
      else if (r.value !== undefined) into[setting.name] = r.value;
    }
  }
  errors.push(...checkTemplatedAddresses(def, { config, secrets }, policy, new Set(errors.map((e) => e.field))));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, config, secrets };
}

/**
 * Checks config fields only, with the same words: for OAuth connectors (the sign-in supplies the
 * credentials) on sign-in start and on PUT .../config. `needed` says which blank fields are an error
 * (default: the non-optional ones); a given value is always checked. Unknown names are ignored.
 */
export function checkConfigFields(
  def: ConnectorDefinition,
  given: Readonly<Record<string, string>>,
  policy: AddressPolicy,
  needed: (setting: Setting) => boolean = (s) => !s.optional,
): SettingsCheck {
  const errors: SettingError[] = [];
  const config: Record<string, string> = {};
  for (const setting of def.config) {
    const r = checkOne(
      needed(setting) ? setting : { ...setting, optional: true },
      Object.hasOwn(given, setting.name) ? given[setting.name] : undefined,
      policy,
    );
    if (r.error !== undefined) errors.push({ field: setting.name, message: r.error });
    else if (r.value !== undefined) config[setting.name] = r.value;
  }
  errors.push(...checkTemplatedAddresses(def, { config, secrets: {} }, policy, new Set(errors.map((e) => e.field))));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, config, secrets: {} };
}
