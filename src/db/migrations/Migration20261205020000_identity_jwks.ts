import { Migration } from '@mikro-orm/migrations';

/** Signed identity (issue 28): the address where a tenant publishes its RS256/ES256 identity keys (a JWKS). */
export class Migration20261205020000_identity_jwks extends Migration {
  override up(): void {
    this.addSql(`alter table "tenants" add column "identity_jwks_url" varchar(2048) null;`);
  }

  override down(): void {
    this.addSql(`alter table "tenants" drop column if exists "identity_jwks_url";`);
  }
}
