import { Migration } from '@mikro-orm/migrations';

/**
 * Spec part 7: a working connection can supply data beside the verifier (`supplies_data`); only one
 * source verifies — a connection (`connections.verifies`) or Account Connect (`account_connect_settings.verifies`);
 * Account Connect can name an optional Track Order endpoint (spec part C), `track_order_path`.
 * Where a tenant has both Account Connect and a verifying connection, the connection was the explicit
 * choice ("Use to verify customers"), so Account Connect stops verifying.
 */
export class Migration20261124010000_data_sources_one_verifier extends Migration {
  override up(): void {
    this.addSql(`alter table "connections" add column "supplies_data" boolean not null default false;`);
    this.addSql(`alter table "account_connect_settings" add column "verifies" boolean not null default true;`);
    this.addSql(`alter table "account_connect_settings" add column "track_order_path" varchar(200) null;`);
    this.addSql(
      `update "account_connect_settings" s set "verifies" = false where exists (select 1 from "connections" c where c."tenant_id" = s."tenant_id" and c."verifies");`,
    );
    this.addSql(`create index "connections_supplies_data" on "connections" ("tenant_id") where "supplies_data";`);
  }

  override down(): void {
    this.addSql(`drop index if exists "connections_supplies_data";`);
    this.addSql(`alter table "account_connect_settings" drop column if exists "track_order_path";`);
    this.addSql(`alter table "account_connect_settings" drop column if exists "verifies";`);
    this.addSql(`alter table "connections" drop column if exists "supplies_data";`);
  }
}
