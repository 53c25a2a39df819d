import { Migration } from '@mikro-orm/migrations';

/**
 * A dashboard preview conversation (the owner plays their own customer, issue 24): marked so it raises
 * no webhooks, is left out of the conversation lists and counts, and only the dashboard's preview
 * routes run tools in it.
 */
export class Migration20261125020000_preview_conversations extends Migration {
  override up(): void {
    this.addSql(`alter table "conversations" add column "preview" boolean not null default false;`);
  }

  override down(): void {
    this.addSql(`alter table "conversations" drop column if exists "preview";`);
  }
}
