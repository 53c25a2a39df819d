import type { ReceivedMail } from './smtp.js';
import { http } from './infra.js';
import type { ScriptedVendor } from './scripted-vendor.js';

/** A customer of the REST connector's contract (spec part C): {data: [{id, name, email, phone, postcode}]}. */
export interface RestCustomer {
  id: number;
  name: string;
  email: string;
  phone: string;
  postcode: string;
}

/** The customer codes are pumped at in the caps tests (fictional; email only, so codes go by email). */
export const NORA: RestCustomer = { id: 4242, name: 'Nora Pumped', email: 'nora.pumped@example.com', phone: '', postcode: 'BS1 4DJ' };

/**
 * Answers the REST connector's two reads for `people`: the lookup by email or phone (an empty data
 * array for nobody, as the contract says), and an empty orders list.
 */
export function serveRestCustomers(vendor: ScriptedVendor, people: readonly RestCustomer[] = [NORA]): void {
  vendor.answer((req) => {
    if (req.path.endsWith('/orders')) return { body: { data: [] } };
    const email = (req.query.get('email') ?? '').trim().toLowerCase();
    const phone = (req.query.get('phone') ?? '').replace(/\D/g, '');
    const found = people.filter((p) => (email !== '' && p.email === email) || (phone !== '' && p.phone.replace(/\D/g, '').endsWith(phone.slice(-10))));
    return { body: { data: found } };
  });
}

/** A REST API connection of the tenant pointed at `apiBase`, chosen to verify customers: its id and access key. */
export async function restVerifier(baseUrl: string, tenant: { tenantId: number; apiKey: string }, apiBase: string): Promise<{ id: number; key: string }> {
  const headers = { 'X-API-Key': tenant.apiKey };
  const created = await http(baseUrl, 'POST', `/api/tenants/${tenant.tenantId}/connectors`, {
    headers,
    body: {
      connector: 'rest_api',
      config: { api_base: apiBase, customer_lookup_path: 'customers/lookup', orders_path: 'orders' },
      secrets: { api_token: 'tok_live_caps_0123456789' },
    },
  });
  if (created.status !== 201 || created.body.connection.status !== 'working') throw new Error(`connection not working: ${JSON.stringify(created.body)}`);
  const id = created.body.connection.id as number;
  return { id, key: await chooseVerifier(baseUrl, tenant, id) };
}

/** "Use to verify customers" on a connection; answers its new access key. */
export async function chooseVerifier(baseUrl: string, tenant: { tenantId: number; apiKey: string }, id: number): Promise<string> {
  const chosen = await http(baseUrl, 'POST', `/api/tenants/${tenant.tenantId}/connectors/${id}/use-to-verify`, { headers: { 'X-API-Key': tenant.apiKey } });
  if (chosen.status !== 200) throw new Error(`use-to-verify failed: ${JSON.stringify(chosen.body)}`);
  return chosen.body.access_key as string;
}

/** The codes of the code emails `mail` holds for `to`, oldest first. */
export function codesTo(mail: readonly ReceivedMail[], to: string): string[] {
  return mail.filter((m) => m.to.includes(to)).flatMap((m) => /verification code is (\d{6})/.exec(m.raw.replace(/=\r?\n/g, ''))?.[1] ?? []);
}
