import type { EntityManager } from '@mikro-orm/postgresql';
import { wireDemoAccountConnect } from '../wiring/demo-account-connect.js';
import { AccountConnectSettingsStore } from '../account-connect/settings.js';
import { Tenant } from '../db/entities/tenant.js';
import type { Services } from '../services.js';
import { wipeSandboxData, writeSandboxSeed, type SeedSummary } from './seed.js';

/** A sandbox as the sandbox API shows it. */
export interface SandboxView {
  tenant_id: number;
  live_tenant_id: number;
  /** The sbx_ key (shown to the live account's owner, like the live key on the dashboard). */
  api_key: string;
  created_at: string;
  /** Where the sandbox's Account Connect points (the public demo after create or reset; code 123456); null when removed. */
  account_connect_base_url: string | null;
  conversations: number;
  tickets: number;
}

export type SandboxCaller = Pick<Tenant, 'id'> & { sandboxOf: Pick<Tenant, 'id'> | null };

export type CreateOutcome = { kind: 'live_key_only' } | { kind: 'created' | 'exists'; sandbox: SandboxView; seeded: SeedSummary | null };
export type ResetOutcome = { kind: 'none' } | { kind: 'reset'; sandbox: SandboxView; seeded: SeedSummary };
export type DeleteOutcome = { kind: 'live_key_only' } | { kind: 'deleted' | 'none' };

/**
 * Locks a tenant row against other sandbox operations (FOR NO KEY UPDATE, so inserts that only
 * reference the tenant, such as tickets, are not held up) and loads it; null when it is not of that kind.
 */
async function lockTenant(tx: EntityManager, id: number, kind: 'live' | 'sandbox'): Promise<Tenant | null> {
  const which = kind === 'live' ? 'sandbox_of_id is null' : 'sandbox_of_id is not null';
  const locked = await tx.execute<{ id: number }[]>(`select id from tenants where id = ? and ${which} for no key update`, [id]);
  return locked[0] ? tx.findOne(Tenant, { id }) : null;
}

/**
 * The sandbox: a shadow tenant of a live tenant (tenants.sandbox_of_id, unique), with its own sbx_ key,
 * seeded with sample conversations and tickets and an Account Connect pointing at the public demo.
 * It is an ordinary tenant to every other endpoint, so the sbx_ key reaches only sandbox data and the
 * live key only live data. Reset keeps the sbx_ key, webhook endpoints and connections, and puts
 * conversations, tickets (numbering restarts) and Account Connect back to the seed.
 */
export class SandboxService {
  private readonly accountConnect: AccountConnectSettingsStore;

  constructor(private readonly services: Services) {
    this.accountConnect = new AccountConnectSettingsStore(services.orm, services.box, services.clock, services.configEpochs);
  }

  /** The caller's sandbox: itself for an sbx_ key, the live tenant's sandbox otherwise; null when none. */
  async find(caller: SandboxCaller): Promise<SandboxView | null> {
    const em = this.services.orm.em.fork();
    const sandbox = caller.sandboxOf ? await em.findOne(Tenant, { id: caller.id }) : await em.findOne(Tenant, { sandboxOf: caller.id });
    return sandbox ? this.view(sandbox) : null;
  }

  /** Creates and seeds the live tenant's sandbox; an existing one is returned as it is. */
  async create(caller: SandboxCaller): Promise<CreateOutcome> {
    if (caller.sandboxOf) return { kind: 'live_key_only' };
    const made = await this.services.orm.em.fork().transactional(async (tx) => {
      // The live row lock makes concurrent creates queue; the loser finds the winner's sandbox.
      const live = await lockTenant(tx, caller.id, 'live');
      if (!live) throw new Error('authenticated tenant vanished');
      const existing = await tx.findOne(Tenant, { sandboxOf: live.id });
      if (existing) return { tenant: existing, seeded: null };
      const { tenant } = await this.services.tenants.create(
        { name: `${live.name} (sandbox)`.slice(0, 200), businessName: live.businessName, ownerEmail: live.ownerEmail, smsEnabled: false, sandboxOf: live },
        tx,
      );
      const seeded = await writeSandboxSeed(tx, tenant.id, this.services.clock.now());
      return { tenant, seeded };
    });
    if (made.seeded) await wireDemoAccountConnect(this.services, made.tenant.id);
    return { kind: made.seeded ? 'created' : 'exists', sandbox: await this.view(made.tenant), seeded: made.seeded };
  }

  /** Wipes the caller's sandbox (live key: its sandbox; sbx_ key: itself) and seeds it again. */
  async reset(caller: SandboxCaller): Promise<ResetOutcome> {
    const sandboxId = caller.sandboxOf ? caller.id : (await this.services.orm.em.fork().findOne(Tenant, { sandboxOf: caller.id }))?.id;
    if (sandboxId === undefined) return { kind: 'none' };
    const done = await this.services.orm.em.fork().transactional(async (tx) => {
      const sandbox = await lockTenant(tx, sandboxId, 'sandbox');
      if (!sandbox) return null;
      await wipeSandboxData(tx, sandbox.id);
      return { sandbox, seeded: await writeSandboxSeed(tx, sandbox.id, this.services.clock.now()) };
    });
    if (!done) return { kind: 'none' };
    await this.services.configEpochs.changed(done.sandbox.id);
    await wireDemoAccountConnect(this.services, done.sandbox.id);
    return { kind: 'reset', sandbox: await this.view(done.sandbox), seeded: done.seeded };
  }

  /** Deletes the live tenant's sandbox and everything in it (its sbx_ key stops working at once). */
  async remove(caller: SandboxCaller): Promise<DeleteOutcome> {
    if (caller.sandboxOf) return { kind: 'live_key_only' };
    const deleted = await this.services.orm.em.fork().execute<{ id: number }[]>('delete from tenants where sandbox_of_id = ? returning id', [caller.id]);
    for (const { id } of deleted) await this.services.configEpochs.changed(id);
    return { kind: deleted.length > 0 ? 'deleted' : 'none' };
  }

  private async view(sandbox: Tenant): Promise<SandboxView> {
    const apiKey = await this.services.tenants.revealKey(sandbox.id);
    if (!apiKey || !sandbox.sandboxOf) throw new Error('sandbox tenant without its key or live tenant');
    const rows = await this.services.orm.em
      .fork()
      .execute<{ conversations: string; tickets: string }[]>(
        'select (select count(*) from conversations where tenant_id = ?) as conversations, (select count(*) from tickets where tenant_id = ?) as tickets',
        [sandbox.id, sandbox.id],
      );
    return {
      tenant_id: sandbox.id,
      live_tenant_id: sandbox.sandboxOf.id,
      api_key: apiKey,
      created_at: sandbox.createdAt.toISOString(),
      account_connect_base_url: (await this.accountConnect.find(sandbox.id))?.baseUrl ?? null,
      conversations: Number(rows[0]?.conversations ?? 0),
      tickets: Number(rows[0]?.tickets ?? 0),
    };
  }
}
