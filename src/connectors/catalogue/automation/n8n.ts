import { defineConnector } from '../../define.js';
import { workflowHook } from './workflow-hook.js';

/**
 * n8n (cloud or self-hosted): a workflow that starts with a Webhook node (POST, "Respond: Using
 * 'Respond to Webhook' node") and answers with a Respond to Webhook node, in the workflow-hook shape
 * (spec part C, the same capabilities as workflow_hook). The production webhook address is the
 * credential; an optional Header Auth token adds a second one.
 */
export const n8n = defineConnector({
  key: 'n8n',
  name: 'n8n (Webhook + Respond to Webhook)',
  category: 'automation',
  auth: { type: 'none' },
  secrets: [
    {
      name: 'webhook_url',
      label: 'production webhook URL',
      example: 'https://acme.app.n8n.cloud/webhook/6f1c2c1e-5d1b-4a0e-9a65-3b0f5c1d2e3f',
      type: 'url',
      // Production addresses only: /webhook-test/ addresses answer only while the editor is listening.
      pattern: 'https://[^\\s/?#]+(/[^\\s/?#]+)*/webhook/[A-Za-z0-9._~/-]+',
    },
    { name: 'hook_token', label: 'Header Auth value (optional)', example: 'k9Vq2XwL7pR4tZ8m', pattern: '[\\x21-\\x7e]{8,256}', optional: true },
  ],
  baseUrl: '{+webhook_url}',
  bound: 'connection',
  headers: { 'X-Hook-Token': '{hook_token}' },
  verification: 'search_email_phone',
  capabilities: workflowHook.capabilities,
  docs: 'https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.respondtowebhook/',
  setup:
    'In n8n create a workflow that starts with a Webhook node: HTTP Method POST, Respond "Using \'Respond to Webhook\' Node". Add a ' +
    'Switch on {{$json.body.action}}: for find_customer look the customer up by the email or phone sent and end with a Respond to ' +
    'Webhook node (Respond With: JSON) answering {"customers":[{"id","name","email","phone","postcode"}]}; for orders answer ' +
    '{"orders":[{"order_number","placed","status","total","currency","courier","tracking"}]} for the customer_id sent. Answer empty ' +
    'lists when nothing matches, never an error. Activate the workflow and paste the Production URL (…/webhook/…, not ' +
    "…/webhook-test/…). Optional: under the Webhook node's Authentication choose Header Auth with Name X-Hook-Token and a long random " +
    'Value, and enter that value here too.',
  test_level: 'documented',
  test_detail:
    "Checked against the service's workflow-hook contract and n8n's documentation repository (n8n-io/n8n-docs: Webhook node, " + 'credentials, endpoints).',
  note:
    'Keep the webhook URL private: it is the credential. Unlike Zapier\'s Catch Hook, which always answers a fixed {"status":"success"}, ' +
    'an n8n workflow can send its own reply, so it can answer lookups.',
});
