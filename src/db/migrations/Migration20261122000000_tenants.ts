import { Migration } from '@mikro-orm/migrations';

/** Tenants and their platform API keys. */
export class Migration20261122000000_tenants extends Migration {
  override up(): void {
    this.addSql(`create table "tenants" (
      "id" serial primary key,
      "name" varchar(200) not null,
      "business_name" varchar(200) not null,
      "owner_email" varchar(320) not null,
      "sms_enabled" boolean not null default false,
      "sandbox_of_id" int null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create unique index "tenants_sandbox_of_id_unique" on "tenants" ("sandbox_of_id");`);
    this.addSql(`create table "api_keys" (
      "id" serial primary key,
      "tenant_id" int not null unique references "tenants" ("id") on delete cascade,
      "key_hash" varchar(64) not null unique,
      "key_sealed" text not null,
      "created_at" timestamptz not null default now()
    );`);
  }

  override down(): void {
    this.addSql(`drop table if exists "api_keys";`);
    this.addSql(`drop table if exists "tenants";`);
  }
}
