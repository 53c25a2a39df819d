import { Migration } from '@mikro-orm/migrations';

/**
 * Signed identity (issue 28): a tenant's HS256 secrets for the identity tokens its own server signs
 * (several live at once for rotation; a retired one is deleted), and the customer_receipts flag.
 */
export class Migration20261204010000_identity_secrets extends Migration {
  override up(): void {
    this.addSql(`create table "identity_secrets" (
      "id" serial primary key,
      "tenant_id" int not null references "tenants" ("id") on delete cascade,
      "key_id" varchar(40) not null unique,
      "alg" varchar(10) not null default 'HS256',
      "secret_sealed" text not null,
      "created_at" timestamptz not null,
      "last_used_at" timestamptz null
    );`);
    this.addSql(`create index "identity_secrets_tenant_id_index" on "identity_secrets" ("tenant_id");`);
    this.addSql(`alter table "tenants" add column "customer_receipts" boolean not null default false;`);
  }

  override down(): void {
    this.addSql(`alter table "tenants" drop column if exists "customer_receipts";`);
    this.addSql(`drop table if exists "identity_secrets";`);
  }
}
