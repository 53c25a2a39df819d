import { CONNECTION_MESSAGES, VENDOR_ERRORS } from '../../messages.js';
import type { ConnectorDefinition } from '../define.js';
import { renderTemplate } from '../templates.js';

/**
 * What a person can do about a connection error (issue 24, item 5). The error recorded on a
 * connection keeps the spec's words ("the vendor refused the credentials (401)", "vendor error 404:
 * ..."); this turns it into a sentence in the tenant's words that says what to check, naming the host
 * and the setting or key involved. The recorded error stays below it as the vendor's detail.
 */

/** The connector parts the advice names: its name, settings, keys, base address and sign-in. */
export type AdviceConnector = Pick<ConnectorDefinition, 'name' | 'config' | 'secrets' | 'baseUrl' | 'auth'>;

export interface AdviceContext {
  /** The connection's settings as stored (never its secrets). */
  config: Readonly<Record<string, string>>;
  /** The capabilities that failed with this error (e.g. orders, find_customer), for 403's read scopes. */
  capabilities?: readonly string[];
}

const PLACEHOLDER = /\{\+?([a-z][a-z0-9_]*)(?::[a-z]+)?\}/g;

const listOf = (items: readonly string[]): string => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

/** What a capability reads, as a read scope would name it. */
const READS: Record<string, string> = { find_customer: 'customers', account: 'accounts', order_status: 'order tracking', tracking: 'tracking' };
const words = (capability: string): string => READS[capability] ?? capability.replace(/_/g, ' ');

/** The host the connection calls, from the base address template and its settings; null when it cannot be filled. */
export function connectionHost(def: Pick<AdviceConnector, 'baseUrl'>, config: Readonly<Record<string, string>>): string | null {
  const r = renderTemplate(def.baseUrl, (name) => config[name], 'none');
  if (!r.ok) return null;
  try {
    return new URL(/^[a-z]+:\/\//i.test(r.value) ? r.value : `https://${r.value}`).hostname || null;
  } catch {
    return null;
  }
}

/** Labels of the settings the base address's host is built from ("shop name", "demo address"), or [] for a fixed host. */
function hostLabels(def: AdviceConnector): string[] {
  const template = def.baseUrl;
  const whole = /^\{\+([a-z][a-z0-9_]*)\}/.exec(template);
  const hostPart = whole ? whole[0] : (template.replace(/^[a-z]+:\/\//i, '').split('/')[0] ?? '');
  const names = [...hostPart.matchAll(PLACEHOLDER)].map((m) => m[1]!);
  return labelsOf(def, names);
}

function labelsOf(def: AdviceConnector, names: readonly string[]): string[] {
  const all = [...def.config, ...def.secrets];
  return [...new Set(names.map((n) => all.find((f) => f.name === n)?.label ?? n.replace(/_/g, ' ')))];
}

const secretLabels = (def: AdviceConnector): string => listOf(def.secrets.map((s) => s.label)) || 'credentials';

/** Where the host comes from, as the tenant would check it. */
function checkWhere(def: AdviceConnector): string {
  const labels = hostLabels(def);
  return labels.length ? `check the ${listOf(labels)}` : "check this machine's internet connection and DNS";
}

function unreachable(def: AdviceConnector, host: string | null, why: string): string {
  const where = host ?? 'the address';
  const check = checkWhere(def);
  if (/^(ENOTFOUND|EAI_AGAIN|EAI_NONAME)$/.test(why)) return `We couldn't find ${where}: ${check}`;
  if (why === 'ECONNREFUSED') return `${where} refused the connection: ${check}, and that the system there is running`;
  if (/^(ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH)$/.test(why)) return `We couldn't connect to ${where}: ${check}, then press Test again`;
  if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/i.test(why))
    return `${where} has no valid HTTPS certificate: ${check} (it must be the system's own https:// address)`;
  if (/private|internal|https:\/\/|valid URL/i.test(why)) return `That address can't be called (${why}): ${check}: it must be a public https:// address`;
  return `We couldn't reach ${where}: ${check}`;
}

/** The sentence for one recorded error; null when there is nothing to add to it. */
export function adviceFor(error: string | null, def: AdviceConnector | undefined, ctx: AdviceContext): string | null {
  if (!error) return null;
  if (error === VENDOR_ERRORS.withdrawn || !def) return 'This connector has left the catalogue: disconnect it and choose another one.';
  const host = connectionHost(def, ctx.config);
  const name = def.name;
  const oauth = def.auth.type === 'oauth2';
  const reads = listOf((ctx.capabilities ?? []).map(words));
  const reach = /^could not reach the vendor: (.*)$/.exec(error);
  if (reach) return unreachable(def, host, reach[1]!);
  if (error === VENDOR_ERRORS.refused(401)) {
    return oauth
      ? `${name} no longer accepts the sign-in (it was revoked or expired): press Sign in again`
      : `${name} refused the ${secretLabels(def)}: check it is copied whole and has not been revoked or expired, then replace the keys`;
  }
  if (error === VENDOR_ERRORS.refused(403)) {
    const scopes = def.auth.type === 'oauth2' && def.auth.scopes.length ? ` (${def.auth.scopes.join(', ')})` : '';
    const what = reads ? `read ${reads}` : 'read what the bot needs';
    return oauth
      ? `${name} accepted the sign-in but not to ${what}: press Sign in again and allow reading${scopes}, or check your plan includes API access`
      : `${name} accepted the ${secretLabels(def)} but not to ${what}: give it read access to ${reads || 'customers and their records'}, or check your plan includes API access`;
  }
  const status = /^vendor error (\d{3}):/.exec(error);
  if (status) {
    const code = Number(status[1]);
    const settings = listOf(def.config.map((c) => c.label));
    if (code === 404) return `${name} answered "not found": check the ${settings || 'settings'} (the store, site or region it points at)`;
    if (code >= 500) return `${name} had a problem on its side (HTTP ${code}): try again in a few minutes; if it keeps failing, check ${name}'s status page`;
    return `${name} refused the request (HTTP ${code}): check the ${settings ? `${settings} and the ` : ''}${secretLabels(def)}`;
  }
  if (error === VENDOR_ERRORS.rateLimited) {
    return `${name} is limiting how often it may be called (HTTP 429): wait a minute and press Test again; if it keeps happening, check your plan's API limits`;
  }
  if (error === VENDOR_ERRORS.timeout) return `${host ?? name} did not answer in time: ${checkWhere(def)}, or try again later`;
  if (error.startsWith('the vendor sent an unexpected reply: ')) {
    return `${host ?? name} answered, but not with ${name}'s data: ${checkWhere(def)}, it must point at the API itself`;
  }
  const missing = /^a value the call needs is missing: (.*)$/.exec(error);
  if (missing) return missing[1] === 'email or phone' ? null : `Enter the ${labelsOf(def, [missing[1]!])[0]}`;
  if (error === CONNECTION_MESSAGES.vendorPoolFailed)
    return 'The service could not run the call (its vendor workers did not answer): check that the worker process runs';
  if (error === CONNECTION_MESSAGES.secretsUnreadable) return 'The stored keys can no longer be opened: replace the keys';
  return null;
}

/** A connection's failed capabilities grouped by their error, each with its advice (for the dashboard). */
export function problemsOf(
  results: Readonly<Record<string, { ok: boolean; error: string | null }>> | null,
  def: AdviceConnector | undefined,
  config: Readonly<Record<string, string>>,
): { advice: string | null; detail: string; capabilities: string[] }[] {
  const byError = new Map<string, string[]>();
  for (const [capability, r] of Object.entries(results ?? {})) {
    if (r.ok || !r.error) continue;
    byError.set(r.error, [...(byError.get(r.error) ?? []), capability]);
  }
  return [...byError].map(([detail, capabilities]) => ({ advice: adviceFor(detail, def, { config, capabilities }), detail, capabilities }));
}
