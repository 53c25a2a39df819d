import { Migration } from '@mikro-orm/migrations';

/**
 * Events and outbound webhooks: endpoints, the transactional outbox, deliveries (one per event and
 * endpoint) and their attempts. An insert into outbox_events NOTIFYs channel "outbox_events" once per
 * statement; Postgres delivers it only when the transaction commits, so the relay wakes at once for
 * committed events and never for rolled-back ones.
 */
export class Migration20261122020000_events extends Migration {
  override up(): void {
    this.addSql(`create table "webhook_endpoints" (
      "id" serial primary key,
      "tenant_id" int not null references "tenants" ("id") on delete cascade,
      "url" varchar(512) not null,
      "events" text[] null,
      "description" varchar(255) not null default '',
      "secret_sealed" text not null,
      "is_active" boolean not null default true,
      "consecutive_failures" int not null default 0,
      "last_error" text null,
      "last_delivered_at" timestamptz null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "webhook_endpoints_tenant_active" on "webhook_endpoints" ("tenant_id") where "is_active";`);

    this.addSql(`create table "outbox_events" (
      "id" bigserial primary key,
      "tenant_id" int not null references "tenants" ("id") on delete cascade,
      "event" varchar(64) not null,
      "body" text not null,
      "created_at" timestamptz not null default now(),
      "relayed_at" timestamptz null
    );`);
    this.addSql(`create index "outbox_events_unrelayed" on "outbox_events" ("id") where "relayed_at" is null;`);
    this.addSql(`create index "outbox_events_relayed_at" on "outbox_events" ("relayed_at") where "relayed_at" is not null;`);
    this.addSql(`create function "outbox_events_notify"() returns trigger language plpgsql as $$
      begin
        perform pg_notify('outbox_events', '');
        return null;
      end
    $$;`);
    this.addSql(`create trigger "outbox_events_notify" after insert on "outbox_events"
      for each statement execute function "outbox_events_notify"();`);

    this.addSql(`create table "webhook_deliveries" (
      "id" uuid primary key,
      "event_id" bigint not null references "outbox_events" ("id") on delete cascade,
      "endpoint_id" int null references "webhook_endpoints" ("id") on delete set null,
      "tenant_id" int not null references "tenants" ("id") on delete cascade,
      "event" varchar(64) not null,
      "endpoint_url" varchar(512) not null,
      "status" varchar(16) not null default 'pending',
      "attempts" int not null default 0,
      "response_code" int null,
      "error" text null,
      "queued_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "last_attempt_at" timestamptz null,
      "next_attempt_at" timestamptz null,
      "completed_at" timestamptz null,
      constraint "webhook_deliveries_event_endpoint" unique ("event_id", "endpoint_id")
    );`);
    this.addSql(`create index "webhook_deliveries_tenant_recent" on "webhook_deliveries" ("tenant_id", "created_at" desc, "id" desc);`);
    this.addSql(`create index "webhook_deliveries_unqueued" on "webhook_deliveries" ("created_at", "event_id", "endpoint_id") where "queued_at" is null;`);

    this.addSql(`create table "webhook_delivery_attempts" (
      "id" bigserial primary key,
      "delivery_id" uuid not null references "webhook_deliveries" ("id") on delete cascade,
      "attempt" int not null,
      "started_at" timestamptz not null,
      "response_code" int null,
      "latency_ms" int not null,
      "error" text null,
      constraint "webhook_delivery_attempts_once" unique ("delivery_id", "attempt")
    );`);
  }

  override down(): void {
    this.addSql(`drop table if exists "webhook_delivery_attempts";`);
    this.addSql(`drop table if exists "webhook_deliveries";`);
    this.addSql(`drop trigger if exists "outbox_events_notify" on "outbox_events";`);
    this.addSql(`drop function if exists "outbox_events_notify"();`);
    this.addSql(`drop table if exists "outbox_events";`);
    this.addSql(`drop table if exists "webhook_endpoints";`);
  }
}
