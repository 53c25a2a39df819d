import { Migration } from '@mikro-orm/migrations';

/** Account Connect settings waiting to pass the chain test while the live ones keep answering (issue 15, item 8). */
export class Migration20261124040000_account_connect_pending extends Migration {
  override up(): void {
    this.addSql(`create table "account_connect_pending" (
      "id" serial primary key,
      "tenant_id" int not null unique references "tenants" ("id") on delete cascade,
      "base_url" varchar(2048) not null,
      "header_name" varchar(64) not null,
      "api_key_sealed" text not null,
      "chain_test" jsonb not null,
      "tested_at" timestamptz not null,
      "created_at" timestamptz not null default now()
    );`);
  }

  override down(): void {
    this.addSql(`drop table if exists "account_connect_pending";`);
  }
}
