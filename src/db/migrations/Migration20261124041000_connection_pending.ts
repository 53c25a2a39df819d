import { Migration } from '@mikro-orm/migrations';

/** A connection's failing new credentials, waiting beside the live ones (issue 15, item 8). */
export class Migration20261124041000_connection_pending extends Migration {
  override up(): void {
    this.addSql(`alter table "connections" add column "pending" jsonb null;`);
  }

  override down(): void {
    this.addSql(`alter table "connections" drop column if exists "pending";`);
  }
}
