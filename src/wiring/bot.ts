import { ConversationRefs } from '../conversations/conversation-ref.js';
import type { Services } from '../services.js';
import { TicketIntake } from '../tickets/create-ticket.js';
import type { Verification } from './verification.js';
import { BotRunner } from '../bot/runner.js';

/** The one runner behind the tools endpoint and the MCP server of a web process. */
export function buildBotRunner(services: Services, verification: Verification): BotRunner {
  return new BotRunner({
    verification: verification.service,
    tickets: new TicketIntake({ orm: services.orm, clock: services.clock, sessions: verification.service }),
    conversations: new ConversationRefs(services.orm),
    clock: services.clock,
    logger: services.logger,
    activity: services.activity,
  });
}
