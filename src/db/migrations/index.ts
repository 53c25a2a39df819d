import { Migration20261122000000_tenants } from './Migration20261122000000_tenants.js';
import { Migration20261122010000_account_connect } from './Migration20261122010000_account_connect.js';
import { Migration20261122020000_events } from './Migration20261122020000_events.js';
import { Migration20261122030000_connections } from './Migration20261122030000_connections.js';
import { Migration20261122031000_sms_messages } from './Migration20261122031000_sms_messages.js';
import { Migration20261122040000_tickets_conversations } from './Migration20261122040000_tickets_conversations.js';
import { Migration20261122050000_oauth_health_smoke } from './Migration20261122050000_oauth_health_smoke.js';
import { Migration20261124010000_data_sources_one_verifier } from './Migration20261124010000_data_sources_one_verifier.js';
import { Migration20261124020000_conversation_external_id } from './Migration20261124020000_conversation_external_id.js';
import { Migration20261124030000_webhooks_replay_retention } from './Migration20261124030000_webhooks_replay_retention.js';
import { Migration20261124040000_account_connect_pending } from './Migration20261124040000_account_connect_pending.js';
import { Migration20261124041000_connection_pending } from './Migration20261124041000_connection_pending.js';
import { Migration20261124060000_activity_log } from './Migration20261124060000_activity_log.js';
import { Migration20261125010000_webhook_portal } from './Migration20261125010000_webhook_portal.js';
import { Migration20261125020000_preview_conversations } from './Migration20261125020000_preview_conversations.js';
import { Migration20261126010000_ticket_history_verifier_generation } from './Migration20261126010000_ticket_history_verifier_generation.js';
import { Migration20261203010000_destination_caps } from './Migration20261203010000_destination_caps.js';
import { Migration20261204010000_identity_secrets } from './Migration20261204010000_identity_secrets.js';
import { Migration20261205020000_identity_jwks } from './Migration20261205020000_identity_jwks.js';
import { Migration20261205030000_customer_receipts } from './Migration20261205030000_customer_receipts.js';

/** Every migration, oldest first. Add new ones at the end; never edit one that has shipped. */
export const MIGRATIONS = [
  { name: 'Migration20261122000000_tenants', class: Migration20261122000000_tenants },
  { name: 'Migration20261122010000_account_connect', class: Migration20261122010000_account_connect },
  { name: 'Migration20261122020000_events', class: Migration20261122020000_events },
  { name: 'Migration20261122030000_connections', class: Migration20261122030000_connections },
  { name: 'Migration20261122031000_sms_messages', class: Migration20261122031000_sms_messages },
  { name: 'Migration20261122040000_tickets_conversations', class: Migration20261122040000_tickets_conversations },
  { name: 'Migration20261122050000_oauth_health_smoke', class: Migration20261122050000_oauth_health_smoke },
  { name: 'Migration20261124010000_data_sources_one_verifier', class: Migration20261124010000_data_sources_one_verifier },
  { name: 'Migration20261124020000_conversation_external_id', class: Migration20261124020000_conversation_external_id },
  { name: 'Migration20261124030000_webhooks_replay_retention', class: Migration20261124030000_webhooks_replay_retention },
  { name: 'Migration20261124040000_account_connect_pending', class: Migration20261124040000_account_connect_pending },
  { name: 'Migration20261124041000_connection_pending', class: Migration20261124041000_connection_pending },
  { name: 'Migration20261124060000_activity_log', class: Migration20261124060000_activity_log },
  { name: 'Migration20261125010000_webhook_portal', class: Migration20261125010000_webhook_portal },
  { name: 'Migration20261125020000_preview_conversations', class: Migration20261125020000_preview_conversations },
  { name: 'Migration20261126010000_ticket_history_verifier_generation', class: Migration20261126010000_ticket_history_verifier_generation },
  { name: 'Migration20261203010000_destination_caps', class: Migration20261203010000_destination_caps },
  { name: 'Migration20261204010000_identity_secrets', class: Migration20261204010000_identity_secrets },
  { name: 'Migration20261205020000_identity_jwks', class: Migration20261205020000_identity_jwks },
  { name: 'Migration20261205030000_customer_receipts', class: Migration20261205030000_customer_receipts },
];
