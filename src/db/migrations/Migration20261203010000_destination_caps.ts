import { Migration } from '@mikro-orm/migrations';

/**
 * A tenant may lower the caps on codes sent to one destination (issue 25: at most 5 in 10 minutes and
 * 10 in 24 hours by default): null keeps the default.
 */
export class Migration20261203010000_destination_caps extends Migration {
  override up(): void {
    this.addSql(`alter table "tenants" add column "code_cap_10_minutes" smallint null check ("code_cap_10_minutes" between 1 and 5);`);
    this.addSql(`alter table "tenants" add column "code_cap_24_hours" smallint null check ("code_cap_24_hours" between 1 and 10);`);
  }

  override down(): void {
    this.addSql(`alter table "tenants" drop column if exists "code_cap_24_hours";`);
    this.addSql(`alter table "tenants" drop column if exists "code_cap_10_minutes";`);
  }
}
