import { createServer, type AddressInfo } from 'node:net';
import { ADDRESS_REASONS, DASHBOARD_MESSAGES } from '../../src/messages.js';
import type { Services } from '../../src/services.js';
import { createTestEnv } from '../fakes/infra.js';
import { ownHosts } from '../fakes/own-hosts.js';
import { sparePort } from '../fakes/own-stores.js';
import { WORKER_ENV, sleep, timedFetch, type FaultRow, type Faults } from './harness.js';

/**
 * The abuse section's DNS half: names that look public, so they pass the address check at save, but
 * resolve to 127.0.0.1, where a listener counts every connection. A web and a worker process of the
 * part's own run under the production address policy (ALLOW_PRIVATE_TARGETS off), with a database and
 * Redis prefix of their own (on the suite's servers), and a hosts file of their own (own-hosts.ts:
 * the real resolver). Each round saves or tests every kind of address a tenant sets (Account Connect
 * base, webhook URL, REST API base, workflow hook, a templated host name), and tries literal loopback
 * forms at save. Expected: every connect-time attempt refused with "That address can't be used: it
 * resolves to a private or internal address", every literal form refused at save, 0 5xx, and nothing
 * reaching the listener, while a plain connection from the same namespace does land (the control).
 */

const ROUNDS = 30;
const ZONE = 'abuse-dns.example.net';
const REFUSED = DASHBOARD_MESSAGES.addressUnusable(ADDRESS_REASONS.resolvesPrivate);
const NAMES = ['ac', 'hooks', 'api', 'flow', 'uisp'].map((n) => `${n}.${ZONE}`);
const LITERALS = ['localhost.', 'foo.internal.', '127.0.0.1.', '2130706433', '0x7f.0.0.1', '[::ffff:127.0.0.1]', '[::127.0.0.1]'];

interface Tally {
  attempts: number;
  refused: number;
  wrong: string[];
  fiveXx: number;
  worst: number;
}

export async function dnsRebind(f: Faults, _services: Services): Promise<FaultRow> {
  const hosts = await ownHosts(Object.fromEntries(NAMES.map((n) => [n, ['127.0.0.1']])));
  let reached = 0;
  const listener = createServer((socket) => {
    reached++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const port = (listener.address() as AddressInfo).port;
  const webPort = await sparePort();
  const webUrl = `http://127.0.0.1:${webPort}`;
  const pick = (k: string): Record<string, string> => (f.env.env[k] !== undefined ? { [k]: f.env.env[k] } : {});
  const env = await createTestEnv(
    {
      ...pick('SMTP_URL'),
      ...pick('VERIFY_TENANT_RATE_PER_MINUTE'),
      LOG_LEVEL: 'info',
      ALLOW_PRIVATE_TARGETS: 'false',
      PUBLIC_BASE_URL: webUrl,
      PORT: String(webPort),
      ACCOUNT_CONNECT_TIMEOUT_MS: '5000',
    },
    { adminUrl: f.postgres.adminUrl, redisUrl: f.redis.url },
  );
  const web = f.spawn('abuse-dns-web', '../../src/web.ts', env.env, { wrap: hosts.wrap });
  const worker = f.spawn('abuse-dns-worker', '../../workers/main.ts', { ...env.env, ...WORKER_ENV }, { wrap: hosts.wrap });
  try {
    await Promise.all([web.waitFor(/web listening/, 90_000), worker.waitFor(/worker started/, 90_000)]);
    // The control: from the same namespace, a plain connection to the name lands on the listener.
    const script = `require('net').connect(${port}, '${NAMES[0]}').on('connect', function () { console.log('landed'); this.destroy(); })`;
    const control = (await hosts.node(script)).trim() === 'landed';
    await sleep(100);
    const controlReached = reached;
    reached = 0;

    const tally: Tally = { attempts: 0, refused: 0, wrong: [], fiveXx: 0, worst: 0 };
    const call = async (method: string, path: string, apiKey: string | undefined, body?: unknown): Promise<{ status: number; body: any }> => {
      const res = await timedFetch(`${webUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(apiKey ? { 'x-api-key': apiKey } : { 'x-admin-token': env.config.ADMIN_TOKEN }) },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      if (res.status >= 500 || res.status === 0) tally.fiveXx++;
      tally.worst = Math.max(tally.worst, res.ms);
      return { status: res.status, body: res.body as any };
    };
    const expectRefused = (what: string, words: unknown): void => {
      tally.attempts++;
      if (words === REFUSED) tally.refused++;
      else if (tally.wrong.length < 5) tally.wrong.push(`${what}: ${JSON.stringify(words).slice(0, 120)}`);
    };
    const tenant = async (name: string): Promise<{ id: number; key: string }> => {
      const res = await call('POST', '/api/admin/tenants', undefined, { name, owner_email: `${name.toLowerCase().replace(/\W+/g, '.')}@abuse.example` });
      f.secrets.add(res.body.api_key as string);
      return { id: res.body.tenant_id as number, key: res.body.api_key as string };
    };

    const ac = await tenant('Abuse AC');
    const hooks = await tenant('Abuse Hooks');
    const vendors = await tenant('Abuse Vendors');
    const hook = await call('POST', '/api/sandbox/webhooks', hooks.key, { url: `https://${NAMES[1]}:${port}/h` });
    if (hook.status === 200) f.secrets.add(hook.body.webhook.secret as string);
    const connections: number[] = [];
    for (const body of [
      {
        connector: 'rest_api',
        config: { api_base: `https://${NAMES[2]}:${port}/v1`, customer_lookup_path: 'customers/lookup', orders_path: 'orders' },
        secrets: { api_token: 'tok_live_8f3a9c2e71b44d0e' },
      },
      { connector: 'workflow_hook', config: {}, secrets: { webhook_url: `https://${NAMES[3]}:${port}/webhook/6f1c2c1e` } },
      { connector: 'uisp_crm', config: { host: `${NAMES[4]}:${port}` }, secrets: { app_key: 'Kp3Rt8sV2xY9zB4cD7fG1hJ5kL0mN6qW2eR4tY8uI3oP7aS1dF5gH9jK' } },
    ]) {
      const res = await call('POST', `/api/tenants/${vendors.id}/connectors`, vendors.key, body);
      expectRefused(`connect ${body.connector}`, res.body?.connection?.last_error);
      if (res.status === 201) connections.push(res.body.connection.id as number);
    }
    let literalRefusals = 0;
    let literalAttempts = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const put = await call('PUT', `/api/tenants/${ac.id}/account-connect`, ac.key, {
        base_url: `https://${NAMES[0]}:${port}/ac`,
        api_key: 'ac_live_abuse_key_1',
      });
      expectRefused('Account Connect chain test', put.body?.chain_test?.steps?.[0]?.detail);
      const sent = await call('POST', `/api/sandbox/webhooks/${hook.body?.webhook?.id}/test`, hooks.key);
      expectRefused('webhook sample delivery', sent.body?.error);
      for (const id of connections) {
        const tested = await call('POST', `/api/tenants/${vendors.id}/connectors/${id}/test`, vendors.key);
        expectRefused(`connection ${id} test`, tested.body?.connection?.last_error);
      }
      const literal = LITERALS[round % LITERALS.length]!;
      for (const [path, key, body] of [
        [`/api/tenants/${ac.id}/account-connect`, ac.key, { base_url: `https://${literal}:${port}/ac`, api_key: 'k' }],
        ['/api/sandbox/webhooks', hooks.key, { url: `https://${literal}:${port}/h` }],
      ] as const) {
        literalAttempts++;
        const res = await call(path.endsWith('webhooks') ? 'POST' : 'PUT', path, key, body);
        const words = (res.body?.message ?? res.body?.detail) as string | undefined;
        if (res.status === 400 && words?.startsWith("That address can't be used: ")) literalRefusals++;
      }
    }
    await sleep(200);
    const ok =
      control && controlReached === 1 && reached === 0 && tally.fiveXx === 0 && tally.refused === tally.attempts && literalRefusals === literalAttempts;
    return {
      section: 'abuse: DNS name -> 127.0.0.1',
      load: `${tally.attempts} connect-time calls over 5 kinds of address, ${literalAttempts} literal forms at save`,
      fault: 'names resolve to 127.0.0.1 (own hosts file)',
      lost: tally.attempts - tally.refused,
      duplicated: '-',
      fiveXx: tally.fiveXx,
      worstWaitMs: tally.worst,
      recoveryMs: null,
      ok,
      notes: [
        `${reached} connections reached the listener the names resolve to (control: a plain connection from the same namespace ${control && controlReached === 1 ? 'landed' : 'DID NOT land'})`,
        `${tally.refused}/${tally.attempts} connect-time calls refused with "${REFUSED}"`,
        `${literalRefusals}/${literalAttempts} literal forms (${LITERALS.join(' ')}) refused at save with "That address can't be used: ..."`,
        'lost: connect-time calls not answered with the refusal',
        ...tally.wrong,
      ],
    };
  } finally {
    for (const p of [web, worker]) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGTERM');
    await Promise.race([Promise.all([web.exited, worker.exited]), sleep(10_000)]);
    for (const p of [web, worker]) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
    await new Promise<void>((resolve) => listener.close(() => resolve()));
    await env.dropAll().catch(() => undefined);
    await hosts.close();
  }
}
