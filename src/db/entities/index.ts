import { AccountConnectSettingsSchema } from './account-connect-settings.js';
import { ApiKeySchema } from './api-key.js';
import { ConnectionSchema } from './connection.js';
import { SmsMessageSchema } from './sms-message.js';
import { TenantSchema } from './tenant.js';
import { OutboxEventSchema } from './outbox-event.js';
import { WebhookDeliveryAttemptSchema } from './webhook-delivery-attempt.js';
import { WebhookDeliverySchema } from './webhook-delivery.js';
import { WebhookEndpointSchema } from './webhook-endpoint.js';
import { ConversationSchema } from './conversation.js';
import { ConversationCommentSchema } from './conversation-comment.js';
import { ConversationMessageSchema } from './conversation-message.js';
import { TicketSchema } from './ticket.js';
import { TicketNoteSchema } from './ticket-note.js';
import { OAuthStateSchema } from './oauth-state.js';
import { ConnectionHealthSchema } from './connection-health.js';
import { SmokeRunSchema } from './smoke-run.js';
import { AccountConnectPendingSchema } from './account-connect-pending.js';

/** Every entity schema the ORM knows. */
export const ENTITIES = [
  TenantSchema,
  ApiKeySchema,
  AccountConnectSettingsSchema,
  WebhookEndpointSchema,
  OutboxEventSchema,
  WebhookDeliverySchema,
  WebhookDeliveryAttemptSchema,
  ConnectionSchema,
  SmsMessageSchema,
  ConversationSchema,
  ConversationMessageSchema,
  ConversationCommentSchema,
  TicketSchema,
  TicketNoteSchema,
  OAuthStateSchema,
  ConnectionHealthSchema,
  SmokeRunSchema,
  AccountConnectPendingSchema,
];
