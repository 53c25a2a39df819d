import { Migration } from '@mikro-orm/migrations';

/** The SMS log: one row per text sent, its provider id and delivery status (never the text). */
export class Migration20261122031000_sms_messages extends Migration {
  override up(): void {
    this.addSql(`create table "sms_messages" (
      "id" bigserial primary key,
      "tenant_id" int not null references "tenants" ("id") on delete cascade,
      "client_msg_id" varchar(100) not null unique,
      "provider_message_id" varchar(200) null,
      "mobile_number" varchar(40) not null,
      "purpose" varchar(32) not null default 'otp',
      "driver" varchar(16) not null,
      "status" varchar(16) not null default 'queued' check ("status" in ('queued', 'sent', 'delivered', 'failed', 'dead', 'cancelled')),
      "attempts" int not null default 0,
      "last_error" varchar(500) null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "settled_at" timestamptz null
    );`);
    this.addSql(`create index "sms_messages_provider_message_id_index" on "sms_messages" ("provider_message_id");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "sms_messages";`);
  }
}
