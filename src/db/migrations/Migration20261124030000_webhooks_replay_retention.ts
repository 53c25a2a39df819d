import { Migration } from '@mikro-orm/migrations';

/**
 * Webhooks that official Standard Webhooks verifiers accept, replay and recovery, and the owner email
 * on deactivation:
 *  - webhook_endpoints.secret_format: how the secret keys webhook-signature. Rows that exist now keep 1
 *    (the secret's UTF-8 bytes, as their receivers verify today); new registrations write 2 (the
 *    base64-decoded secret, as the Standard Webhooks specification keys it).
 *  - webhook_endpoints.deactivation_email: null, 'due' (set by the update that deactivates) or 'sent'.
 *  - webhook_deliveries.replays: how many times the delivery was sent again on request (replay or
 *    recover); it names the job of each round. round_base: attempts made before the current round, so
 *    a replayed delivery gets the usual attempts and back-off again.
 */
export class Migration20261124030000_webhooks_replay_retention extends Migration {
  override up(): void {
    this.addSql(`alter table "webhook_endpoints" add column "secret_format" smallint not null default 1;`);
    this.addSql(`alter table "webhook_endpoints" add column "deactivation_email" varchar(8) null;`);
    this.addSql(`alter table "webhook_deliveries" add column "replays" int not null default 0;`);
    this.addSql(`alter table "webhook_deliveries" add column "round_base" int not null default 0;`);
    this.addSql(`create index "webhook_deliveries_failed_by_endpoint" on "webhook_deliveries" ("endpoint_id", "completed_at") where "status" = 'failed';`);
  }

  override down(): void {
    this.addSql(`drop index if exists "webhook_deliveries_failed_by_endpoint";`);
    this.addSql(`alter table "webhook_deliveries" drop column if exists "round_base";`);
    this.addSql(`alter table "webhook_deliveries" drop column if exists "replays";`);
    this.addSql(`alter table "webhook_endpoints" drop column if exists "deactivation_email";`);
    this.addSql(`alter table "webhook_endpoints" drop column if exists "secret_format";`);
  }
}
