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
    'In Pipedream create a workflow with the HTTP / Webhook trigger. Set the trigger to return a custom response from the workflow (if ' +
    "it asks), and make sure every run answers with $.respond() or the HTTP / Webhook app's Return HTTP response action. Branch on " +
    'steps.trigger.event.body.action: for find_customer look the customer up by the email or phone sent and call $.respond({status: ' +
    '200, headers: {"Content-Type": "application/json"}, body: {customers: [...]}}) with id, name, email, phone, postcode; for orders ' +
    'respond {orders: [...]} for the customer_id sent. Answer empty lists when nothing matches. Deploy and paste the endpoint URL. ' +
    "Optional: set the trigger's Authorization to a custom token and enter the same token here.",
  test_level: 'documented',
  test_detail: "Checked against the service's workflow-hook contract and Pipedream's documentation (PipedreamHQ/pipedream@53b1fad docs-v2 " + 'triggers).',
  note:
    'If the workflow does not respond itself, Pipedream answers with a generic success page, which is recorded as an unexpected reply ' +
    "(the same reason Zapier's fixed-acknowledgement Catch Hook cannot be used).",
});
