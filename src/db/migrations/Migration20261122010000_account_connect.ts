import { Migration } from '@mikro-orm/migrations';

/** Account Connect settings: one row per tenant; the key is stored sealed (AES-GCM, bound to the tenant id). */
export class Migration20261122010000_account_connect extends Migration {
  override up(): void {
    this.addSql(`create table "account_connect_settings" (
      "id" serial primary key,
      "tenant_id" int not null unique references "tenants" ("id") on delete cascade,
      "base_url" varchar(2048) not null,
      "header_name" varchar(64) not null default 'X-API-Key',
      "api_key_sealed" text not null,
      "steps_enabled" jsonb not null,
      "last_test" jsonb null,
      "tested_at" timestamptz null,
      "last_error" varchar(500) null,
      "last_error_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
  }

  override down(): void {
    this.addSql(`drop table if exists "account_connect_settings";`);
  }
}
