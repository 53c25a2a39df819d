import { Migration } from '@mikro-orm/migrations';

/**
 * OAuth sign-ins in progress (state kept as a SHA-256 hash, single use, 10 minutes), what the daily
 * health check remembers per connection (owner alert, last check day), and smoke runs (one per hour).
 */
export class Migration20261122050000_oauth_health_smoke extends Migration {
  override up(): void {
    this.addSql(`create table "oauth_states" (
      "id" serial primary key,
      "state_hash" varchar(64) not null unique,
      "tenant_id" int not null references "tenants" ("id") on delete cascade,
      "connection_id" int not null references "connections" ("id") on delete cascade,
      "connector" varchar(64) not null,
      "creates_connection" boolean not null default true,
      "verifier_sealed" text null,
      "config" jsonb not null default '{}',
      "redirect_uri" varchar(2048) not null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "oauth_states_connection_id_index" on "oauth_states" ("connection_id");`);
    this.addSql(`create index "oauth_states_expires_at_index" on "oauth_states" ("expires_at") where "used_at" is null;`);
    this.addSql(`create table "connection_health" (
      "connection_id" int primary key references "connections" ("id") on delete cascade,
      "alert" varchar(8) null check ("alert" in ('due', 'sent')),
      "alerted_at" timestamptz null,
      "last_check_day" varchar(10) null,
      "last_checked_at" timestamptz null,
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "connections_status_index" on "connections" ("status", "id");`);
    this.addSql(`create table "smoke_runs" (
      "id" serial primary key,
      "period" varchar(13) not null unique,
      "ran_at" timestamptz not null,
      "passed" int not null,
      "total" int not null,
      "results" jsonb not null
    );`);
    this.addSql(`create index "smoke_runs_ran_at_index" on "smoke_runs" ("ran_at" desc);`);
  }

  override down(): void {
    this.addSql(`drop table if exists "smoke_runs";`);
    this.addSql(`drop index if exists "connections_status_index";`);
    this.addSql(`drop table if exists "connection_health";`);
    this.addSql(`drop table if exists "oauth_states";`);
  }
}
