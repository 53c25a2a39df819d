import { DEMO_PATH } from '../account-connect/address.js';

/**
 * Which system a source reads, so that a record two sources return is shown once (merge.ts). Two
 * sources read "the same system" when the service can tell from their settings alone, and only then:
 *
 * - the service's own built-in demo, however it is reached: Account Connect at `<address>/api/account-
 *   connect-demo/v1`, the Demo vendor connector on that address, or the REST bridge pointed at the
 *   demo's REST API under it (`.../v1/rest`): all read the demo's one set of fictional customers;
 * - two connections of the same connector whose settings name the same account: the same non-empty
 *   config values (host, shop, site, base address...), compared without case, `https://` or trailing
 *   slashes. A connector with no settings at all (the account is named by the key alone, as Stripe's
 *   is) is never the same system as another connection: nothing the service may compare says so.
 *
 * Anything else is a system of its own. Rows are shown once only when they come from one system and
 * name the same record (merge.ts: the kind's reference, and its date where both rows give one).
 */

/** A source's system: equal strings mean the same system. */
export type SystemKey = string;

const cleaned = (value: string): string =>
  value
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '');

const DEMO = DEMO_PATH.toLowerCase();

/** The demo's address (host and path up to the demo's root) when `address` is the demo or under it, else null. */
function demoRoot(address: string, under: '' | '/rest' = ''): string | null {
  const a = cleaned(address);
  const tail = `${DEMO}${under}`;
  return a.endsWith(tail) ? a.slice(0, a.length - under.length) : null;
}

/** The system Account Connect at `baseUrl` reads. */
export function accountConnectSystem(baseUrl: string): SystemKey {
  const demo = demoRoot(baseUrl);
  return demo ? `demo:${demo}` : `account_connect:${cleaned(baseUrl)}`;
}

/** The system a connection reads (`connector` is its catalogue key). */
export function connectionSystem(connection: { id: number; connector: string; config: Readonly<Record<string, string>> }): SystemKey {
  const { connector, config } = connection;
  const demo =
    connector === 'demo_vendor' && config['demo_base']
      ? demoRoot(config['demo_base'])
      : connector === 'rest_api' && config['api_base']
        ? demoRoot(config['api_base'], '/rest')
        : null;
  if (demo) return `demo:${demo}`;
  const settings = Object.entries(config)
    .map(([k, v]) => [k, cleaned(v)] as const)
    .filter(([, v]) => v !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (settings.length === 0) return `connection:${connection.id}`;
  return `connector:${connector}:${JSON.stringify(settings)}`;
}
