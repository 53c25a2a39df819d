import { Migration } from '@mikro-orm/migrations';

/**
 * The customer's receipt (issue 28): one row per conversation in which a verified customer's account
 * data was read (unique per conversation, so one receipt at most), the kinds read with their row
 * counts (never the rows), the verified record's contact sealed, when it fell due (closed or the
 * session expired), when it was sent, and its "This wasn't me" token (SHA-256 only) with its expiry.
 */
export class Migration20261205030000_customer_receipts extends Migration {
  override up(): void {
    this.addSql(`create table "customer_receipts" (
      "id" serial primary key,
      "tenant_id" int not null references "tenants" ("id") on delete cascade,
      "conversation_id" int not null references "conversations" ("id") on delete cascade,
      "proof" varchar(20) not null,
      "kinds" jsonb not null default '{}',
      "contact_checked" boolean not null default false,
      "email_sealed" text null,
      "mobile_sealed" text null,
      "session_expires_at" timestamptz not null,
      "due_at" timestamptz null,
      "sent_at" timestamptz null,
      "channel" varchar(10) null,
      "skipped" varchar(40) null,
      "dispute_token_hash" char(64) null,
      "dispute_expires_at" timestamptz null,
      "disputed_at" timestamptz null,
      "created_at" timestamptz not null,
      constraint "customer_receipts_conversation_id_unique" unique ("conversation_id"),
      constraint "customer_receipts_dispute_token_hash_unique" unique ("dispute_token_hash")
    );`);
    this.addSql(`create index "customer_receipts_unsent_index" on "customer_receipts" ("session_expires_at") where "sent_at" is null and "skipped" is null;`);
    this.addSql(`create index "customer_receipts_tenant_id_index" on "customer_receipts" ("tenant_id");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "customer_receipts";`);
  }
}
