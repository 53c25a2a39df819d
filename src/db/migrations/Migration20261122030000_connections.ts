import { Migration } from '@mikro-orm/migrations';

/**
 * Connector connections: config plain, secrets sealed one by one, the last test's per-capability
 * results, the per-connection key as a SHA-256 hash. One verifier and one tracking connection per
 * tenant at most (partial unique indexes).
 */
export class Migration20261122030000_connections extends Migration {
  override up(): void {
    this.addSql(`create table "connections" (
      "id" serial primary key,
      "tenant_id" int not null references "tenants" ("id") on delete cascade,
      "connector" varchar(64) not null,
      "status" varchar(16) not null default 'pending' check ("status" in ('pending', 'working', 'failing', 'disconnected')),
      "config" jsonb not null default '{}',
      "secrets_sealed" jsonb not null default '{}',
      "test_results" jsonb null,
      "last_error" varchar(500) null,
      "last_error_at" timestamptz null,
      "last_tested_at" timestamptz null,
      "verifies" boolean not null default false,
      "tracking" boolean not null default false,
      "key_hash" varchar(64) null unique,
      "key_issued_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "connections_tenant_id_index" on "connections" ("tenant_id");`);
    this.addSql(`create unique index "connections_one_verifier" on "connections" ("tenant_id") where "verifies";`);
    this.addSql(`create unique index "connections_one_tracking" on "connections" ("tenant_id") where "tracking";`);
  }

  override down(): void {
    this.addSql(`drop table if exists "connections";`);
  }
}
