import { VERIFICATION_MESSAGES } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import { DESTINATION_CAPS } from '../../src/verification/destination-caps.js';
import { createTestEnv } from '../fakes/infra.js';
import { sparePort } from '../fakes/own-stores.js';
import { chooseVerifier, codesTo, NORA, serveRestCustomers } from '../fakes/rest-customers.js';
import { startScriptedVendor } from '../fakes/scripted-vendor.js';
import { startFakeSmtp } from '../fakes/smtp.js';
import { WORKER_ENV, sleep, timedFetch, type FaultRow, type Faults } from './harness.js';

/**
 * The abuse section's code-pumping half: 200 verify-identity calls for one customer, as fast as 20
 * callers can make them, through two web processes of the part's own (and a worker with every pool),
 * over three REST API connections of one tenant on a scripted vendor (the verifier moved from one to
 * the next, a third of the calls each), alternating the platform API and /api/connect/{id}. A real SMTP
 * server on 127.0.0.1 counts the code emails reaching the customer's inbox. Expected: at most the cap
 * (5 in 10 minutes) sent, every other call the flat answer (success false, "Too many codes have been
 * sent to this contact; ...", retry_after), 0 5xx, and as many emails as codes sent.
 */
const CALLS = 200;
const CONNECTIONS = 3;
const CALLERS = 20;

export async function codePumping(f: Faults, _services: Services): Promise<FaultRow> {
  const smtp = await startFakeSmtp();
  const vendor = await startScriptedVendor();
  serveRestCustomers(vendor);
  const ports = [await sparePort(), await sparePort()];
  const urls = ports.map((p) => `http://127.0.0.1:${p}`);
  const env = await createTestEnv(
    { SMTP_URL: smtp.url, VERIFY_TENANT_RATE_PER_MINUTE: '1000000', LOG_LEVEL: 'info', VENDOR_TIMEOUT_MS: '5000' },
    { adminUrl: f.postgres.adminUrl, redisUrl: f.redis.url },
  );
  f.secrets.add(NORA.email);
  const webs = urls.map((url, i) => f.spawn(`abuse-codes-web-${i + 1}`, '../../src/web.ts', { ...env.env, PORT: String(ports[i]), PUBLIC_BASE_URL: url }));
  const worker = f.spawn('abuse-codes-worker', '../../workers/main.ts', { ...env.env, ...WORKER_ENV });
  try {
    await Promise.all([...webs.map((w) => w.waitFor(/web listening/, 90_000)), worker.waitFor(/worker started/, 90_000)]);
    const [a, b] = urls as [string, string];
    const post = (base: string, path: string, key: string, body: unknown) =>
      timedFetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify(body) });
    const admin = await timedFetch(`${a}/api/admin/tenants`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': env.config.ADMIN_TOKEN },
      body: JSON.stringify({ name: 'Pumped Shop', owner_email: 'owner@pumped.example' }),
    });
    const tenant = { tenantId: (admin.body as { tenant_id: number }).tenant_id, apiKey: (admin.body as { api_key: string }).api_key };
    f.secrets.add(tenant.apiKey);
    const connections: number[] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      const res = await post(b, `/api/tenants/${tenant.tenantId}/connectors`, tenant.apiKey, {
        connector: 'rest_api',
        config: { api_base: `${vendor.baseUrl}/shop${i + 1}`, customer_lookup_path: 'customers/lookup', orders_path: 'orders' },
        secrets: { api_token: `tok_live_pump_${i}_0123456789` },
      });
      const connection = (res.body as { connection?: { id: number; status: string } }).connection;
      if (res.status !== 201 || connection?.status !== 'working') throw new Error(`connection ${i + 1} not working: ${JSON.stringify(res.body).slice(0, 200)}`);
      connections.push(connection.id);
    }
    const identity = { full_name: NORA.name, email: NORA.email };
    const tally = { sent: 0, refused: 0, wrong: [] as string[], other: 0, fiveXx: 0, worst: 0, retryAfter: [] as number[] };
    const t0 = Date.now();
    for (const [k, id] of connections.entries()) {
      const key = await chooseVerifier(b, tenant, id);
      f.secrets.add(key);
      const share = Math.round((CALLS * (k + 1)) / CONNECTIONS) - Math.round((CALLS * k) / CONNECTIONS);
      let next = 0;
      await Promise.all(
        Array.from({ length: CALLERS }, async () => {
          while (next < share) {
            const i = next++;
            const base = i % 2 ? b : a;
            const res =
              i % 4 < 2
                ? await post(base, '/api/chatbot-api/verify-identity', tenant.apiKey, identity)
                : await post(base, `/api/connect/${id}/verify-identity`, key, identity);
            tally.worst = Math.max(tally.worst, res.ms);
            if (res.status >= 500 || res.status === 0) tally.fiveXx++;
            const body = res.body as Record<string, unknown>;
            if (res.status === 200 && body.success === true) tally.sent++;
            else if (
              res.status === 200 &&
              body.success === false &&
              body.message === VERIFICATION_MESSAGES.codesToContactCapped &&
              typeof body.retry_after === 'number' &&
              body.retry_after > 0 &&
              Object.keys(body).length === 3
            ) {
              tally.refused++;
              tally.retryAfter.push(body.retry_after);
            } else {
              tally.other++;
              if (tally.wrong.length < 5) tally.wrong.push(`${res.status} ${JSON.stringify(body).slice(0, 160)}`);
            }
          }
        }),
      );
    }
    const seconds = (Date.now() - t0) / 1000;
    // Every code that was sent lands; give one still on its way time to arrive, so it is counted.
    const until = Date.now() + 20_000;
    while (codesTo(smtp.messages, NORA.email).length < tally.sent && Date.now() < until) await sleep(50);
    await sleep(2_000);
    const emails = codesTo(smtp.messages, NORA.email);
    for (const code of emails) f.secrets.add(code);
    const cap = DESTINATION_CAPS.per10Minutes;
    const ok =
      tally.sent <= cap && tally.sent > 0 && emails.length === tally.sent && tally.other === 0 && tally.fiveXx === 0 && tally.sent + tally.refused === CALLS;
    return {
      section: 'abuse: codes pumped at one customer',
      load: `${CALLS} verify-identity calls for one customer in ${seconds.toFixed(1)} s, ${CALLERS} callers, over ${CONNECTIONS} connections and 2 web processes (platform API and /api/connect)`,
      fault: 'code pumping with the bot keys',
      lost: tally.other,
      duplicated: `${emails.length} code emails reached the inbox (cap ${cap})`,
      fiveXx: tally.fiveXx,
      worstWaitMs: tally.worst,
      recoveryMs: null,
      ok,
      notes: [
        `${tally.sent} codes sent, ${tally.refused} refused with the flat answer "${VERIFICATION_MESSAGES.codesToContactCapped}" and retry_after ` +
          `(${Math.min(...tally.retryAfter)}-${Math.max(...tally.retryAfter)} s), ${emails.length} emails at the SMTP server`,
        'lost: answers that were neither a code sent nor the flat refusal with retry_after',
        ...tally.wrong,
      ],
    };
  } finally {
    for (const p of [...webs, worker]) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGTERM');
    await Promise.race([Promise.all([...webs, worker].map((p) => p.exited)), sleep(10_000)]);
    for (const p of [...webs, worker]) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
    await env.dropAll().catch(() => undefined);
    await vendor.close();
    await smtp.close();
  }
}
