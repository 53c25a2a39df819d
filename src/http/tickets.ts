import { Router } from 'express';
import { z } from 'zod';
import { LIMITS } from '../../config/limits.js';
import { TICKET_MESSAGES } from '../messages.js';
import type { Services } from '../services.js';
import { TicketIntake } from '../tickets/create-ticket.js';
import { isUkOrInternationalPhone } from '../tickets/customer-keys.js';
import { TICKET_PRIORITIES } from '../../config/contract.js';
import { TICKET_STATUSES } from '../../config/contract.js';
import { TicketDesk } from '../tickets/ticket-desk.js';
import { nextTicketStatuses } from '../tickets/ticket-states.js';
import { ticketChangeView, ticketNoteView, ticketView } from '../tickets/ticket-view.js';
import type { Verification } from '../wiring/verification.js';
import { authedTenantId, platformAuth } from './middleware/auth.js';
import { HttpError } from './middleware/errors.js';
import { activityTap } from './activity-tap.js';
import { newestFirstPage, newestFirstQuery } from './paging.js';
import { errorDetail } from './error-shapes.js';
import { route, type ApiDocs } from './route.js';

const TAG = 'tickets' as const;
const NOTE_MAX_CHARS = 5_000;

/** Optional text: null, missing and blank all mean "not given". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const rowId = z.number().int().positive().max(2_147_483_647);

const createTicketBody = z.object({
  customer_name: z.string().trim().max(200).describe('May be empty when a valid session_token is given: the verified name is used'),
  subject: z.string().trim().min(LIMITS.ticketSubjectMinChars).max(LIMITS.ticketSubjectMaxChars),
  description: z.string().trim().min(LIMITS.ticketDescriptionMinChars).max(LIMITS.ticketDescriptionMaxChars),
  customer_email: optionalText(320),
  customer_mobile: optionalText(40).refine((v) => v === null || isUkOrInternationalPhone(v), { message: TICKET_MESSAGES.mobileFormat }),
  category: optionalText(64).describe('Sets the priority; not stored; unknown values count as general'),
  session_token: optionalText(200).describe('From the verification endpoints of the platform API'),
  conversation_id: z.number().int().nullish().describe("One of the tenant's conversations; any other value is ignored and the ticket is created unlinked"),
});

const createTicketResponse = z.object({
  success: z.literal(true),
  message: z.string().describe('Names the ticket number'),
  data: z.object({
    ticket_number: z.string(),
    ticket_id: z.number().int(),
    status: z.enum(TICKET_STATUSES).describe('open on creation'),
    joined_existing: z
      .boolean()
      .describe('true when the same customer had an open ticket from the last three hours and this request was added to it as a note'),
  }),
});

const ticketRecord = z.object({
  ticket_id: z.number().int(),
  ticket_number: z.string(),
  subject: z.string(),
  description: z.string(),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  conversation_id: z.number().int().nullable(),
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  customer_phone: z.string().nullable(),
  assigned_to_user_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  preview: z.boolean().describe('raised in a dashboard preview conversation: real in the desk, but it raises no webhooks'),
});
const noteRecord = z.object({
  note_id: z.number().int(),
  kind: z.enum(['team', 'repeat_contact']),
  body: z.string(),
  conversation_id: z.number().int().nullable(),
  author_user_id: z.number().int().nullable(),
  created_at: z.string(),
});
const changeRecord = z.object({
  at: z.string(),
  changes: z
    .record(z.string(), z.object({ from: z.unknown(), to: z.unknown() }))
    .describe('each changed field (status, priority, assigned_to_user_id) with from and to'),
  author_user_id: z.number().int().nullable(),
});
const ticketWithNotes = ticketRecord.extend({
  notes: z.array(noteRecord),
  history: z.array(changeRecord).describe("the team's changes of status, priority and assignee, oldest first"),
  next_statuses: z.array(z.enum(TICKET_STATUSES)).describe('the statuses this ticket may move to (the ticket state table)'),
});

const teamTicketBody = z.object({
  subject: z.string().trim().min(LIMITS.ticketSubjectMinChars).max(LIMITS.ticketSubjectMaxChars),
  description: z.string().trim().min(LIMITS.ticketDescriptionMinChars).max(LIMITS.ticketDescriptionMaxChars),
  priority: z.enum(TICKET_PRIORITIES).default('Medium'),
  customer_name: optionalText(200),
  customer_email: optionalText(320),
  customer_mobile: optionalText(40).refine((v) => v === null || isUkOrInternationalPhone(v), { message: TICKET_MESSAGES.mobileFormat }),
  conversation_id: z.number().int().nullish().describe("One of the tenant's conversations; any other value leaves the ticket unlinked"),
  assigned_to_user_id: rowId.nullish(),
});

const listQuery = newestFirstQuery(TICKET_STATUSES);
const idParams = z.object({ ticketId: z.coerce.number().int().positive().max(2_147_483_647) });
const updateBody = z
  .object({
    status: z.enum(TICKET_STATUSES).optional(),
    priority: z.enum(TICKET_PRIORITIES).optional(),
    assigned_to_user_id: rowId.nullable().optional().describe('null unassigns'),
    note: z.string().trim().min(1).max(NOTE_MAX_CHARS).optional().describe('A team note to add; on its own it raises no event'),
    author_user_id: rowId.nullable().optional().describe("The note's author"),
  })
  .refine((b) => b.status !== undefined || b.priority !== undefined || b.assigned_to_user_id !== undefined || b.note !== undefined, {
    message: TICKET_MESSAGES.nothingToUpdate,
  });

const notFound = { description: TICKET_MESSAGES.notFound, schema: errorDetail };
const unauthorised = { description: 'Invalid API key' };

/**
 * POST /api/chatbot-api/create-ticket (spec part D) and the team-side ticket API on the tenant key
 * (GET and POST /api/tickets, GET /api/tickets/:ticketId, PATCH /api/tickets/:ticketId). The key decides the
 * account: an sbx_ key sees only the sandbox's tickets.
 */
export function ticketsRouter(services: Services, docs: ApiDocs, verification: Verification): Router {
  const router = Router();
  const before = [platformAuth(services.tenants)];
  const intake = new TicketIntake({ orm: services.orm, clock: services.clock, sessions: verification.service });
  const desk = new TicketDesk(services.orm, services.clock);
  /** One ticket with its notes and history, as GET and PATCH answer it. */
  const detail = async (tenantId: number, id: number) => {
    const found = await desk.get(tenantId, id);
    if (!found) throw new HttpError(404, { detail: TICKET_MESSAGES.notFound });
    return {
      ...ticketView(found.ticket, found.preview),
      notes: found.notes.map(ticketNoteView),
      history: found.history.map(ticketChangeView),
      next_statuses: nextTicketStatuses(found.ticket.status),
    };
  };

  route(
    router,
    docs,
    {
      method: 'post',
      path: '/api/chatbot-api/create-ticket',
      operationId: 'createTicket',
      tag: 'chatbot-api',
      security: 'platform',
      before: [activityTap(services.activity, { channel: 'platform_api' }), ...before],
      body: createTicketBody,
      summary: 'Raise a ticket for the team (every change request becomes one); the same customer again within three hours joins their open ticket',
      responses: {
        200: { description: 'the ticket (new, or the open one this request joined)', schema: createTicketResponse },
        401: unauthorised,
        422: { description: 'invalid body; detail items with loc like ["body","subject"]' },
      },
    },
    async ({ body }, _req, res) => {
      const outcome = await intake.create(authedTenantId(res), {
        customerName: body.customer_name,
        subject: body.subject,
        description: body.description,
        customerEmail: body.customer_email,
        customerMobile: body.customer_mobile,
        category: body.category,
        sessionToken: body.session_token,
        conversationId: body.conversation_id ?? null,
      });
      const { ticket } = outcome;
      return {
        success: true,
        message: outcome.kind === 'created' ? TICKET_MESSAGES.created(ticket.ticketNumber) : TICKET_MESSAGES.joined(ticket.ticketNumber, ticket.subject),
        data: { ticket_number: ticket.ticketNumber, ticket_id: ticket.id, status: ticket.status, joined_existing: outcome.kind === 'joined' },
      };
    },
  );

  route(
    router,
    docs,
    {
      method: 'get',
      path: '/api/tickets',
      operationId: 'listTickets',
      tag: TAG,
      security: 'platform',
      before,
      query: listQuery,
      summary: "The account's tickets, newest first",
      responses: {
        200: {
          description: 'a page of tickets',
          schema: newestFirstPage(ticketRecord),
        },
        401: unauthorised,
      },
    },
    async ({ query }, _req, res) => {
      const page = await desk.list(authedTenantId(res), query);
      return { success: true, count: page.tickets.length, data: page.tickets.map((t) => ticketView(t.ticket, t.preview)), next_before: page.nextBefore };
    },
  );

  route(
    router,
    docs,
    {
      method: 'post',
      path: '/api/tickets',
      operationId: 'openTeamTicket',
      tag: TAG,
      security: 'platform',
      before,
      body: teamTicketBody,
      summary: 'The team raises a ticket itself (a customer who phoned): always a new ticket, ticket.created raised',
      responses: {
        201: { description: 'the new ticket', schema: z.object({ success: z.literal(true), message: z.string(), data: ticketWithNotes }) },
        401: unauthorised,
        422: { description: 'invalid body; detail items with loc like ["body","subject"]' },
      },
    },
    async ({ body }, _req, res) => {
      const tenantId = authedTenantId(res);
      const ticket = await desk.open(tenantId, {
        subject: body.subject,
        description: body.description,
        priority: body.priority,
        customerName: body.customer_name,
        customerEmail: body.customer_email,
        customerMobile: body.customer_mobile,
        conversationId: body.conversation_id ?? null,
        assignedToUserId: body.assigned_to_user_id ?? null,
      });
      res.status(201);
      return { success: true, message: TICKET_MESSAGES.created(ticket.ticketNumber), data: await detail(tenantId, ticket.id) };
    },
  );

  route(
    router,
    docs,
    {
      method: 'get',
      path: '/api/tickets/:ticketId',
      operationId: 'getTicket',
      tag: TAG,
      security: 'platform',
      before,
      params: idParams,
      summary: 'One ticket with its notes and the history of its changes',
      responses: {
        200: { description: 'the ticket', schema: z.object({ success: z.literal(true), data: ticketWithNotes }) },
        401: unauthorised,
        404: notFound,
      },
    },
    async ({ params }, _req, res) => ({ success: true, data: await detail(authedTenantId(res), params.ticketId) }),
  );

  route(
    router,
    docs,
    {
      method: 'patch',
      path: '/api/tickets/:ticketId',
      operationId: 'updateTicket',
      tag: TAG,
      security: 'platform',
      before,
      params: idParams,
      body: updateBody,
      summary:
        "Change status, priority or assignee (raises ticket.updated with the changes, except for a preview conversation's ticket; kept in its history) and/or add a team note (raises nothing)",
      responses: {
        200: {
          description: 'the ticket after the change; changed lists the fields ticket.updated reported',
          schema: z.object({ success: z.literal(true), changed: z.array(z.enum(['status', 'priority', 'assigned_to_user_id'])), data: ticketWithNotes }),
        },
        400: {
          description: 'a status change the transition table does not allow',
          schema: z.object({ detail: z.string(), status: z.enum(TICKET_STATUSES), allowed_statuses: z.array(z.enum(TICKET_STATUSES)) }),
        },
        401: unauthorised,
        404: notFound,
        422: { description: 'invalid body' },
      },
    },
    async ({ params, body }, _req, res) => {
      const tenantId = authedTenantId(res);
      const outcome = await desk.change(tenantId, params.ticketId, {
        status: body.status,
        priority: body.priority,
        assignedToUserId: body.assigned_to_user_id,
        note: body.note,
        authorUserId: body.author_user_id,
      });
      if (outcome.kind === 'not_found') throw new HttpError(404, { detail: TICKET_MESSAGES.notFound });
      if (outcome.kind === 'invalid_transition') {
        throw new HttpError(400, { detail: TICKET_MESSAGES.cannotMove(outcome.from, outcome.to), status: outcome.from, allowed_statuses: outcome.allowed });
      }
      return { success: true, changed: outcome.changed, data: await detail(tenantId, params.ticketId) };
    },
  );

  return router;
}
