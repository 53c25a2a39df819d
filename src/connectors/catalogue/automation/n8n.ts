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
    'In n8n create a workflow that starts with a Webhook node: HTTP Method POST, Respond "Using \'Respond to Webhook\' Node". Add a Switch on {{$json.body.action}}: for find_customer look the customer up by the email or phone sent and end with a Respond to Webhook node (Respond With: JSON) answering {"customers":[{"id","name","email","phone","postcode"}]}; for orders answer {"orders":[{"order_number","placed","status","total","currency","courier","tracking"}]} for the customer_id sent. Answer empty lists when nothing matches, never an error. Activate the workflow and paste the Production URL (…/webhook/…, not …/webhook-test/…). Optional: under the Webhook node\'s Authentication choose Header Auth with Name X-Hook-Token and a long random Value, and enter that value here too.',
  test_level: 'documented',
  test_detail:
    "Re-read in the fidelity pass. The request and reply are the service's own workflow-hook contract (spec part C: action find_customer with email, phone, full_name, postcode, reply customers of id, name, email, phone, postcode; action orders with customer_id and email, reply orders), the same capabilities as workflow_hook, and every mapped field is confirmed against that contract. The vendor side was re-read against n8n's official documentation repository n8n-io/n8n-docs: docs/integrations/builtin/core-nodes/n8n-nodes-base.webhook/index.md@04f6a216309ffb44016c79dae9254c2f7bdfa790 (test and production Webhook URLs, HTTP Method POST, authentication Basic auth / Header auth / JWT auth / None, Respond \"Using 'Respond to Webhook' Node\"), docs/integrations/builtin/credentials/webhook.md@123dcb6e8d7fe622ddc2674e16dcec9de20c7cce and _snippets/integrations/builtin/credentials/generic-auth/header-auth.md@04f6a216 (Header auth: a header Name and Value the owner chooses, here X-Hook-Token), docs/hosting/configuration/environment-variables/endpoints.md@042c2fe7ea8840a961e53c658a8645b3c9012b3f (production webhooks under /webhook/, test webhooks under /webhook-test/, the defaults of N8N_ENDPOINT_WEBHOOK and N8N_ENDPOINT_WEBHOOK_TEST), and docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.respondtowebhook (Respond With: JSON, a JSON object set in Response Body). A self-hosted n8n whose owner changed N8N_ENDPOINT_WEBHOOK has no /webhook/ in its address and is refused by the address pattern.",
  note: 'Keep the webhook URL private: it is the credential. Unlike Zapier\'s Catch Hook, which always answers a fixed {"status":"success"}, an n8n workflow can send its own reply, so it can answer lookups.',
});
