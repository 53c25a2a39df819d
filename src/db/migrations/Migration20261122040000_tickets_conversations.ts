import { Migration } from '@mikro-orm/migrations';

/**
 * Conversations (with their messages and comments), tickets (with their notes) and the per-tenant
 * ticket counter. Every row carries its tenant_id so each query is scoped by the authenticated tenant;
 * deleting a tenant (a sandbox) removes all of it.
 */
export class Migration20261122040000_tickets_conversations extends Migration {
  override up(): void {
    this.addSql(`create table "conversations" (
      "id" serial primary key,
      "tenant_id" int not null references "tenants" ("id") on delete cascade,
      "channel" varchar(32) not null,
      "status" varchar(16) not null default 'open' check ("status" in ('open', 'handed_over', 'completed')),
      "customer_name" varchar(200) null,
      "customer_email" varchar(320) null,
      "customer_phone" varchar(40) null,
      "language" varchar(16) null,
      "started_at" timestamptz not null,
      "ended_at" timestamptz null,
      "handed_over_at" timestamptz null,
      "handed_over_to_user_id" int null,
      "identified_method" varchar(16) null check ("identified_method" in ('verified', 'recognised')),
      "identified_at" timestamptz null,
      "customer_profile_id" int null,
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "conversations_tenant_recent" on "conversations" ("tenant_id", "id" desc);`);

    this.addSql(`create table "conversation_messages" (
      "id" serial primary key,
      "tenant_id" int not null references "tenants" ("id") on delete cascade,
      "conversation_id" int not null references "conversations" ("id") on delete cascade,
      "role" varchar(16) not null check ("role" in ('customer', 'bot', 'team')),
      "content" text not null,
      "language" varchar(16) null,
      "author_user_id" int null,
      "created_at" timestamptz not null
    );`);
    this.addSql(`create index "conversation_messages_conversation" on "conversation_messages" ("conversation_id", "id");`);

    this.addSql(`create table "conversation_comments" (
      "id" serial primary key,
      "tenant_id" int not null references "tenants" ("id") on delete cascade,
      "conversation_id" int not null references "conversations" ("id") on delete cascade,
      "comment" text not null,
      "author" varchar(200) null,
      "external_ref" varchar(200) null,
      "identity_match_key" varchar(200) null,
      "identity_display_name" varchar(200) null,
      "created_at" timestamptz not null
    );`);
    this.addSql(`create index "conversation_comments_conversation" on "conversation_comments" ("conversation_id", "id");`);

    this.addSql(`create table "ticket_counters" (
      "tenant_id" int primary key references "tenants" ("id") on delete cascade,
      "last_number" int not null
    );`);

    this.addSql(`create table "tickets" (
      "id" serial primary key,
      "tenant_id" int not null references "tenants" ("id") on delete cascade,
      "number" int not null,
      "ticket_number" varchar(32) not null,
      "subject" varchar(255) not null,
      "description" text not null,
      "priority" varchar(16) not null check ("priority" in ('Low', 'Medium', 'High')),
      "status" varchar(16) not null default 'open' check ("status" in ('open', 'pending', 'resolved', 'closed')),
      "conversation_id" int null references "conversations" ("id") on delete set null,
      "customer_name" varchar(200) null,
      "customer_email" varchar(320) null,
      "customer_phone" varchar(40) null,
      "customer_identity_key" varchar(128) null,
      "customer_email_key" varchar(320) null,
      "customer_phone_key" varchar(16) null,
      "assigned_to_user_id" int null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      constraint "tickets_tenant_number" unique ("tenant_id", "number"),
      constraint "tickets_tenant_ticket_number" unique ("tenant_id", "ticket_number")
    );`);
    this.addSql(`create index "tickets_tenant_recent" on "tickets" ("tenant_id", "id" desc);`);
    // The duplicate rule looks for the customer's open tickets of the last three hours by any one key.
    for (const key of ['identity', 'email', 'phone']) {
      this.addSql(
        `create index "tickets_open_by_${key}" on "tickets" ("tenant_id", "customer_${key}_key", "created_at") where "status" = 'open' and "customer_${key}_key" is not null;`,
      );
    }

    this.addSql(`create table "ticket_notes" (
      "id" serial primary key,
      "tenant_id" int not null references "tenants" ("id") on delete cascade,
      "ticket_id" int not null references "tickets" ("id") on delete cascade,
      "kind" varchar(16) not null check ("kind" in ('team', 'repeat_contact')),
      "body" text not null,
      "conversation_id" int null references "conversations" ("id") on delete set null,
      "author_user_id" int null,
      "created_at" timestamptz not null
    );`);
    this.addSql(`create index "ticket_notes_ticket" on "ticket_notes" ("ticket_id", "id");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "ticket_notes";`);
    this.addSql(`drop table if exists "tickets";`);
    this.addSql(`drop table if exists "ticket_counters";`);
    this.addSql(`drop table if exists "conversation_comments";`);
    this.addSql(`drop table if exists "conversation_messages";`);
    this.addSql(`drop table if exists "conversations";`);
  }
}
