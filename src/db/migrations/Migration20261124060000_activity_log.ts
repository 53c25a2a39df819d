import { Migration } from '@mikro-orm/migrations';

/** The tenant's activity log: one row per bot call, never customer data (issue 16, item 6). */
export class Migration20261124060000_activity_log extends Migration {
  override up(): void {
    this.addSql(`create table "activity_log" (
      "id" bigserial primary key,
      "tenant_id" int not null references "tenants" ("id") on delete cascade,
      "at" timestamptz not null,
      "channel" varchar(32) not null,
      "action" varchar(96) not null,
      "conversation_id" int null,
      "connection_ids" int[] not null default '{}',
      "outcome" varchar(32) not null,
      "rows" int not null default 0,
      "duration_ms" int not null
    );`);
    this.addSql(`create index "activity_log_tenant_id_idx" on "activity_log" ("tenant_id", "id" desc);`);
    this.addSql(`create index "activity_log_at_idx" on "activity_log" ("at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "activity_log";`);
  }
}
