import { Migration } from '@mikro-orm/migrations';

/**
 * The webhook log as an app portal shows it:
 *  - outbox_events.test and webhook_deliveries.test: a sample delivery ("Send test") is logged like any
 *    delivery, its body kept in an outbox row that is relayed at birth (never fanned out), both marked
 *    test; a test delivery never touches its endpoint's counters.
 *  - webhook_delivery_attempts.response_body (the first 1 KB of the receiver's answer, as text),
 *    response_truncated (the answer was longer) and signatures (the signature headers that attempt
 *    carried; the other headers follow from the delivery and the attempt's time).
 *  - webhook_endpoints.previous_secret_*: after a secret rotation the previous secret (sealed as the
 *    current one is), its keying and the end of its grace period; deliveries are signed with both until then.
 * Every column is added with a constant default (or null), so existing rows are not rewritten.
 */
export class Migration20261125010000_webhook_portal extends Migration {
  override up(): void {
    this.addSql(`alter table "outbox_events" add column "test" boolean not null default false;`);
    this.addSql(`alter table "webhook_deliveries" add column "test" boolean not null default false;`);
    this.addSql(`alter table "webhook_delivery_attempts" add column "response_body" text null;`);
    this.addSql(`alter table "webhook_delivery_attempts" add column "response_truncated" boolean not null default false;`);
    this.addSql(`alter table "webhook_delivery_attempts" add column "signatures" jsonb null;`);
    this.addSql(`alter table "webhook_endpoints" add column "previous_secret_sealed" text null;`);
    this.addSql(`alter table "webhook_endpoints" add column "previous_secret_format" smallint null;`);
    this.addSql(`alter table "webhook_endpoints" add column "previous_secret_expires_at" timestamptz null;`);
    this.addSql(
      `create index "webhook_endpoints_previous_secret" on "webhook_endpoints" ("previous_secret_expires_at") where "previous_secret_expires_at" is not null;`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "webhook_endpoints_previous_secret";`);
    this.addSql(`alter table "webhook_endpoints" drop column if exists "previous_secret_expires_at";`);
    this.addSql(`alter table "webhook_endpoints" drop column if exists "previous_secret_format";`);
    this.addSql(`alter table "webhook_endpoints" drop column if exists "previous_secret_sealed";`);
    this.addSql(`alter table "webhook_delivery_attempts" drop column if exists "signatures";`);
    this.addSql(`alter table "webhook_delivery_attempts" drop column if exists "response_truncated";`);
    this.addSql(`alter table "webhook_delivery_attempts" drop column if exists "response_body";`);
    this.addSql(`alter table "webhook_deliveries" drop column if exists "test";`);
    this.addSql(`alter table "outbox_events" drop column if exists "test";`);
  }
}
