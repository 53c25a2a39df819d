import { defineConnector } from '../../define.js';
import { workflowHook } from './workflow-hook.js';

/**
 * Pipedream: a workflow with an HTTP / Webhook trigger set to return a custom response, answering with
 * $.respond() (or the Return HTTP response action) in the workflow-hook shape (spec part C, the same
 * capabilities as workflow_hook). The endpoint address is the credential; Pipedream's optional
 * custom-token authorization (Authorization: Bearer) adds a second one.
 */
export const pipedream = defineConnector({
  key: 'pipedream',
  name: 'Pipedream (HTTP trigger + $.respond)',
  category: 'automation',
  auth: { type: 'none' },
  secrets: [
    {
      name: 'webhook_url',
      label: 'endpoint URL',
      example: 'https://eo1a2b3c4d5e6f7.m.pipedream.net',
      type: 'url',
      pattern: 'https://[a-z0-9]{8,40}\\.m\\.pipedream\\.net(/[A-Za-z0-9._~/-]*)?',
    },
    {
      name: 'pipedream_token',
      label: 'custom authorization token (optional)',
      example: 'pd-tok-7Yx2Qm9Rv4Ls',
      pattern: '[\\x21-\\x7e]{8,256}',
      optional: true,
    },
  ],
  baseUrl: '{+webhook_url}',
  bound: 'connection',
  headers: { Authorization: 'Bearer {pipedream_token}' },
  verification: 'search_email_phone',
  capabilities: workflowHook.capabilities,
  docs: 'https://pipedream.com/docs/workflows/building-workflows/triggers/#http',
  setup:
    'In Pipedream create a workflow with the HTTP / Webhook trigger. Set the trigger to return a custom response from the workflow (if it asks), and make sure every run answers with $.respond() or the HTTP / Webhook app\'s Return HTTP response action. Branch on steps.trigger.event.body.action: for find_customer look the customer up by the email or phone sent and call $.respond({status: 200, headers: {"Content-Type": "application/json"}, body: {customers: [...]}}) with id, name, email, phone, postcode; for orders respond {orders: [...]} for the customer_id sent. Answer empty lists when nothing matches. Deploy and paste the endpoint URL. Optional: set the trigger\'s Authorization to a custom token and enter the same token here.',
  test_level: 'documented',
  test_detail:
    'Re-read in the fidelity pass. The request and reply are the service\'s own workflow-hook contract (spec part C: action find_customer with email, phone, full_name, postcode, reply customers of id, name, email, phone, postcode; action orders with customer_id and email, reply orders), the same capabilities as workflow_hook, and every mapped field is confirmed against that contract. The vendor side was re-read against Pipedream\'s official documentation in PipedreamHQ/pipedream@53b1fadfc13bd0f8135c232bcea2508a29bc9794 docs-v2/pages/workflows/building-workflows/triggers.mdx (pipedream.com/docs/workflows/building-workflows/triggers): the HTTP trigger\'s endpoint on the default *.m.pipedream.net domain (its host part is the endpoint\'s key), any HTTP method; the Custom token authorization sent as Authorization: Bearer <token>; custom replies with $.respond({status, headers, body}) or the Return HTTP response action; without one, the default 200 reply is an HTML "Success!" page (recorded here as an unexpected reply), and a workflow that does not call $.respond answers 400 "No $.respond called in workflow". Endpoints on a custom domain are not accepted by the address pattern.',
  note: "If the workflow does not respond itself, Pipedream answers with a generic success page, which is recorded as an unexpected reply (the same reason Zapier's fixed-acknowledgement Catch Hook cannot be used).",
});
