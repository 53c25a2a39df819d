import { Router, type Response } from 'express';
import { z } from 'zod';
import { RECEIPT_MESSAGES as M } from '../messages.js';
import { Disputes, type DisputeState } from '../receipts/disputes.js';
import { DISPUTE_PATH } from '../receipts/receipt-sender.js';
import type { Services } from '../services.js';
import type { Verification } from '../wiring/verification.js';
import { buildDestinationCaps } from '../wiring/caps.js';
import { buildReceipts } from '../wiring/receipts.js';
import { PAGE_HEADERS } from './dashboard-static.js';
import { escapeHtml, publicPage } from './public-page.js';
import { route, type ApiDocs } from './route.js';

/** A request path as it may be logged: a "This wasn't me" token is a credential, never written to a log. */
export function loggablePath(path: string): string {
  return path.startsWith(`${DISPUTE_PATH}/`) ? `${DISPUTE_PATH}/[token]` : path;
}

const params = z.object({ token: z.string().describe("The token of the receipt's link (from the customer's email or text)") });
const html = (description: string) => ({ description, schema: z.string(), mediaType: 'text/html' });
const STATUS: Record<DisputeState['kind'], number> = { open: 200, confirmed: 200, already: 200, expired: 410, unknown: 404 };

/** The page of a link's state: only the business's name, never the customer's data. */
function pageOf(state: DisputeState, token: string): string {
  switch (state.kind) {
    case 'open':
      return publicPage(
        M.pageTitle,
        M.pageAsk(state.business),
        `<form method="post" action="${DISPUTE_PATH}/${encodeURIComponent(token)}"><button type="submit">${escapeHtml(M.confirmButton)}</button></form>`,
      );
    case 'confirmed':
      return publicPage(M.confirmedTitle, M.confirmed(state.business));
    case 'already':
      return publicPage(M.alreadyTitle, M.already(state.business));
    case 'expired':
      return publicPage(M.expiredTitle, M.expired(state.business));
    case 'unknown':
      return publicPage(M.unknownTitle, M.unknown);
  }
}

const send = (res: Response, state: DisputeState, token: string): undefined => {
  res
    .set({ ...PAGE_HEADERS, 'Cache-Control': 'no-store' })
    .status(STATUS[state.kind])
    .type('html')
    .send(pageOf(state, token));
  return undefined;
};

/**
 * The customer's "This wasn't me" page (issue 28), public and server-rendered: GET shows the question
 * and a button and changes nothing (mail scanners fetch links); the button's POST confirms once.
 */
export function receiptPagesRouter(services: Services, docs: ApiDocs, verification: Verification): Router {
  const router = Router();
  const disputes = new Disputes({
    orm: services.orm,
    clock: services.clock,
    receipts: buildReceipts(services),
    sessions: verification.service,
    caps: buildDestinationCaps(services),
  });
  const base = { tag: 'receipts' as const, security: 'none' as const, params };

  route(
    router,
    docs,
    {
      ...base,
      method: 'get',
      path: `${DISPUTE_PATH}/:token`,
      operationId: 'openReceiptDisputePage',
      summary: 'A receipt\'s "This wasn\'t me" page: asks the customer to confirm with a button (changes nothing)',
      responses: {
        200: html('the question and its button; or, once confirmed, that it was already reported'),
        404: html('an unknown link: a page that says so'),
        410: html('a link older than 7 days: a page that says so'),
      },
    },
    async ({ params: p }, _req, res) => send(res, await disputes.look(p.token), p.token),
  );

  route(
    router,
    docs,
    {
      ...base,
      method: 'post',
      path: `${DISPUTE_PATH}/:token`,
      operationId: 'confirmReceiptDispute',
      summary:
        "Confirm \"This wasn't me\": the conversation's verified session ends, codes to the customer's contact are refused for 24 hours, " +
        'a High-priority ticket is opened and customer.verification_disputed is raised; a second confirm changes nothing',
      responses: {
        200: html('confirmed; or already reported (nothing changes)'),
        404: html('an unknown link: a page that says so'),
        410: html('a link older than 7 days: a page that says so'),
      },
    },
    async ({ params: p }, _req, res) => send(res, await disputes.confirm(p.token), p.token),
  );
  return router;
}
