import { Agent } from 'node:http';
import os from 'node:os';
import { systemClock } from '../../../config/clock.js';
import { IDENTITY_MESSAGES } from '../../../src/messages.js';
import { createTestEnv, freePort, http, waitUntil, type TestEnv } from '../../fakes/infra.js';
import { signIdentity } from '../../fakes/identity-tokens.js';
import { spawnTs, type Spawned } from '../../fakes/processes.js';
import { callJson } from '../connect-client.js';
import { benchCustomer, type BenchCustomer } from '../connector-people.js';
import { meanCpu, meterCpu, type CpuShare } from '../cpu-meter.js';
import { startConnectorService } from '../connector-stack.js';
import type { BenchSection } from '../section.js';
import { startSmsInbox, verifyingServiceEnv } from '../sms-inbox.js';
import { closedLoop, summarise, type Samples, type TaskFigures } from '../task-loop.js';

/**
 * Signed identity (issue 28) against verify_identity, through the real service path: the real web
 * process (src/web.ts), the bench worker (real vendor and otp pools), the connectors bench's fake
 * Shopify store (connector-vendors-entry.ts) as the tenant's verifying connection, SMS on (codes go to
 * the fake provider in sms-inbox.ts), all on 127.0.0.1.
 *
 * At c=16, in ROUNDS alternating rounds of CALLS calls each (the order flips every round, so a drift in
 * the shared machine's load falls on both), for the same customers of the store:
 *   verify_identity: POST /api/chatbot-api/verify-identity {full_name, email, conversation_id}: the
 *     connector's customer search, then a code enqueued for the otp pool (success, otp_token);
 *   identify: POST /api/chatbot-api/conversations/{id}/identify with a jose-signed HS256 token (email,
 *     name; a fresh jti each): the token check, the jti's single-use record, the same customer search,
 *     then a session bound to the conversation (success, method signed_identity).
 * Every call has a conversation of its own (created before the round, untimed), as a customer's chat
 * would, so the 10-calls-per-conversation limit never applies; tokens are signed before the round, in
 * this process, so the service's cost is what is timed. The per-tenant rate cap is raised for the run
 * (VERIFY_TENANT_RATE_PER_MINUTE, as the connectors bench does); each customer gets at most
 * ceil((ROUNDS + 1) * CALLS / CUSTOMERS) codes (2), under the 5-in-10-minutes destination cap. After a
 * verify_identity round the codes it enqueued are let through to the SMS provider before the next round.
 * Goal: identify's p50 at most 1.1x verify_identity's.
 */
const C = 16;
const ROUNDS = 4;
const CALLS = 240;
/** The store's customers (benchCustomer names at most 676); round r uses customers r*CALLS .. r*CALLS+CALLS-1, wrapping. */
const CUSTOMERS = 676;
const GOAL = 1.1;

const fullName = (p: BenchCustomer): string => `${p.firstName} ${p.lastName}`;

export const identifySection: BenchSection = {
  key: 'identify',
  title: 'Signed identity: identify vs verify_identity for the same customers of a verifying connector (c=16, alternating rounds)',
  async run() {
    const loadAvg = [os.loadavg()[0]!];
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const inbox = await startSmsInbox();
    const vendors = spawnTs('../bench/connector-vendors-entry.ts', { BENCH_SLOW_MS: '300', BENCH_CUSTOMERS: String(CUSTOMERS) });
    const procs: Spawned[] = [vendors];
    const agent = new Agent({ keepAlive: true, maxSockets: 256 });
    let env: TestEnv | undefined;
    try {
      env = await createTestEnv(verifyingServiceEnv(port, inbox));
      const { config } = env;
      const { pids, worker, web } = await startConnectorService(env, baseUrl, vendors, procs);

      // One tenant, SMS on, its Shopify connection verifying, one identity secret.
      const t = await http(baseUrl, 'POST', '/api/admin/tenants', {
        headers: { 'X-Admin-Token': config.ADMIN_TOKEN },
        body: { name: 'Bench Signed Shop', business_name: 'Bench Signed Shop', owner_email: 'owner@bench.example', sms_enabled: true },
      });
      const tenantId = t.body.tenant_id as number;
      const apiKey = t.body.api_key as string;
      const headers = { 'x-api-key': apiKey };
      const created = await http(baseUrl, 'POST', `/api/tenants/${tenantId}/connectors`, {
        headers,
        body: { connector: 'shopify', config: { shop: 'bench-shop' }, secrets: { access_token: 'shpat_0123456789abcdef0123456789abcdef' } },
      });
      if (created.body?.connection?.status !== 'working') throw new Error(`the Shopify connection is not working: ${JSON.stringify(created.body)}`);
      await http(baseUrl, 'POST', `/api/tenants/${tenantId}/connectors/${created.body.connection.id as number}/use-to-verify`, { headers });
      const secret = await http(baseUrl, 'POST', `/api/tenants/${tenantId}/identity-secrets`, { headers });
      if (secret.status !== 201) throw new Error(`no identity secret: ${secret.status} ${JSON.stringify(secret.body)}`);
      const key = { kid: secret.body.key_id as string, secret: secret.body.secret as string, tenantId };

      const post = (path: string, body: unknown) => callJson(agent, new URL(path, baseUrl), 'POST', headers, body);
      /** A conversation of its own for each of round `round`'s CALLS customers (the same customers both ways). */
      const prepare = async (round: number): Promise<{ conversationId: number; person: BenchCustomer }[]> => {
        const out: { conversationId: number; person: BenchCustomer }[] = [];
        let next = 0;
        await closedLoop(
          C,
          () => next >= CALLS,
          async () => {
            const person = benchCustomer((round * CALLS + next++) % CUSTOMERS);
            const started = await http(baseUrl, 'POST', '/api/conversations', { headers, body: { channel: 'web' } });
            const id = started.status === 201 ? (started.body?.data?.conversation_id as number | undefined) : undefined;
            if (typeof id !== 'number') return false;
            out.push({ conversationId: id, person });
            return true;
          },
        );
        if (out.length !== CALLS) throw new Error(`only ${out.length} of ${CALLS} conversations started`);
        return out;
      };
      /** Runs `jobs` at c=16, each once. */
      const drive = async <J>(jobs: J[], call: (job: J) => Promise<boolean>): Promise<{ samples: Samples; cpu: CpuShare }> => {
        let next = 0;
        const meter = meterCpu(pids);
        const samples = await closedLoop(
          C,
          () => next >= jobs.length,
          () => call(jobs[next++]!),
        );
        return { samples, cpu: meter.stop() };
      };

      let texted = 0;
      const verifyRound = async (round: number): Promise<{ samples: Samples; cpu: CpuShare }> => {
        const jobs = await prepare(round);
        const before = inbox.received();
        const run = await drive(jobs, async ({ conversationId, person }) => {
          const vi = await post('/api/chatbot-api/verify-identity', { full_name: fullName(person), email: person.email, conversation_id: conversationId });
          return vi?.success === true && typeof vi.otp_token === 'string';
        });
        // The codes it enqueued reach the SMS provider before the next round starts (no new text for a second).
        let seen = -1;
        await waitUntil(
          'the codes texted',
          async () => {
            const now = inbox.received();
            const quiet = now === seen && now > before;
            seen = now;
            if (!quiet) await new Promise((r) => setTimeout(r, 800));
            return quiet;
          },
          30_000,
        );
        texted += inbox.received() - before;
        return run;
      };
      const identifyRound = async (round: number): Promise<{ samples: Samples; cpu: CpuShare }> => {
        const prepared = await prepare(round);
        const jobs = await Promise.all(
          prepared.map(async (j) => ({
            ...j,
            token: await signIdentity(systemClock, { ...key, claims: { email: j.person.email, name: fullName(j.person) } }),
          })),
        );
        return drive(jobs, async ({ conversationId, token }) => {
          const id = await post(`/api/chatbot-api/conversations/${conversationId}/identify`, { identity_token: token });
          return id?.success === true && id.method === 'signed_identity' && id.message === IDENTITY_MESSAGES.signedIn;
        });
      };

      // Warm-up (JIT, pools, keep-alive sockets), then the measured rounds.
      await verifyRound(ROUNDS);
      await identifyRound(ROUNDS);
      texted = 0;
      const vi: Samples[] = [];
      const idf: Samples[] = [];
      const viCpu: CpuShare[] = [];
      const idCpu: CpuShare[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? (['vi', 'id'] as const) : (['id', 'vi'] as const);
        for (const which of order) {
          const r = which === 'vi' ? await verifyRound(round) : await identifyRound(round);
          (which === 'vi' ? vi : idf).push(r.samples);
          (which === 'vi' ? viCpu : idCpu).push(r.cpu);
        }
      }
      loadAvg.push(os.loadavg()[0]!);
      const verifyFigures: TaskFigures = summarise(...vi);
      const identifyFigures: TaskFigures = summarise(...idf);
      const ratio = verifyFigures.p50Ms > 0 ? identifyFigures.p50Ms / verifyFigures.p50Ms : Number.NaN;
      const table: (string | number)[][] = [['measure', 'load', 'calls', 'per s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'failed', 'machine cpu %', 'ours %']];
      for (const [what, f, cpu] of [
        ['verify_identity (customer search + code enqueued)', verifyFigures, meanCpu(viCpu)],
        ['identify (token check + jti record + customer search + session)', identifyFigures, meanCpu(idCpu)],
      ] as const) {
        table.push([what, `c=${C}`, f.done, f.perSecond, f.p50Ms, f.p95Ms, f.p99Ms, f.maxMs, f.failed, cpu.machinePct, cpu.oursPct]);
      }
      const notes = [
        `identify p50 ${identifyFigures.p50Ms} ms vs verify_identity p50 ${verifyFigures.p50Ms} ms: ${ratio.toFixed(2)}x (goal <= ${GOAL}x: ${ratio <= GOAL ? 'met' : 'NOT met'}); ` +
          `${ROUNDS} alternating rounds of ${CALLS} calls each way, pooled`,
        `identify also saves the customer the code: verify_identity is followed by a text (${texted} sent in the measured rounds), the wait for it and verify_otp; ` +
          `identify's session is open when it answers`,
        `the machine is shared with other helpers' test runs: 1-min load average ${loadAvg.map((l) => l.toFixed(2)).join(' -> ')} on ${os.cpus().length} cores`,
        `peak RSS: web ${web.peakRssMiB()} MiB, worker ${worker.peakRssMiB()} MiB`,
      ];
      return {
        table,
        notes,
        json: {
          concurrency: C,
          rounds: ROUNDS,
          callsPerRound: CALLS,
          p50Ms: identifyFigures.p50Ms,
          verifyIdentityP50Ms: verifyFigures.p50Ms,
          ratio: Math.round(ratio * 1000) / 1000,
          goal: GOAL,
          identify: identifyFigures,
          verifyIdentity: verifyFigures,
          loadAverage: loadAvg,
        },
      };
    } finally {
      agent.destroy();
      for (const p of procs) p.child.kill('SIGTERM');
      await Promise.all(procs.map((p) => p.exited));
      await inbox.close();
      await env?.dropAll();
    }
  },
};
