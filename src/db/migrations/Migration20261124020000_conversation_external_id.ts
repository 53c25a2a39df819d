import { Migration } from '@mikro-orm/migrations';

/**
 * A conversation can carry the bot platform's own text id (`external_id`), unique per tenant, so a
 * bot can name it as `ext:<external_id>` and POST /api/conversations with the same id is idempotent.
 */
export class Migration20261124020000_conversation_external_id extends Migration {
  override up(): void {
    this.addSql(`alter table "conversations" add column "external_id" varchar(200) null;`);
    this.addSql(`create unique index "conversations_tenant_external_id" on "conversations" ("tenant_id", "external_id") where "external_id" is not null;`);
  }

  override down(): void {
    this.addSql(`drop index if exists "conversations_tenant_external_id";`);
    this.addSql(`alter table "conversations" drop column if exists "external_id";`);
  }
}
