import { defineConnector } from '../../define.js';

/**
 * The workflow-webhook bridge (spec part C): n8n, Make, Pipedream or Power Automate flows that answer
 * POSTs with an `action` field. The private hook address is the credential (auth none), so it is
 * stored as a secret. A hook that only sends a fixed acknowledgement (Zapier Catch Hook) cannot answer
 * lookups: its reply has no `customers` list, which is a failure, never "no customer".
 */
export const workflowHook = defineConnector({
  key: 'workflow_hook',
  name: 'Workflow webhook',
  category: 'automation',
  auth: { type: 'none' },
  secrets: [{ name: 'webhook_url', label: 'webhook address', example: 'https://acme.app.n8n.cloud/webhook/6f1c2c1e-5d1b-4a0e-9a65-3b0f5c1d2e3f', type: 'url' }],
  baseUrl: '{+webhook_url}',
  bound: 'connection',
  verification: 'search_email_phone',
  capabilities: {
    find_customer: {
      request: {
        method: 'POST',
        readOnly: 'hook',
        body: { action: 'find_customer', email: '{email}', phone: '{phone}', full_name: '{full_name}', postcode: '{postcode}' },
      },
      records: 'customers',
      map: { id: 'id', name: 'name', email: 'email', phone: 'phone', postcode: 'postcode' },
    },
    orders: {
      request: { method: 'POST', readOnly: 'hook', body: { action: 'orders', customer_id: '{customer_id}', email: '{email}' } },
      records: 'orders',
      owner: { email: { firstOf: ['customer_email', 'email'] } },
      map: {
        order_number: { firstOf: ['order_number', 'id'] },
        placed: { date: { firstOf: ['placed', 'created_at'] } },
        status: 'status',
        total: { money: 'total', source: 'major', currency: 'currency' },
        currency: 'currency',
        courier: 'courier',
        tracking: 'tracking',
        tracking_url: 'tracking_url',
        eta: 'eta',
        refunded: { money: 'refunded', source: 'major', currency: 'currency' },
        return_status: 'return_status',
        customer_email: { firstOf: ['customer_email', 'email'] },
      },
    },
  },
  docs: 'https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.respondtowebhook/',
  setup:
    'Create a flow that starts with a Webhook trigger (POST) and ends with a "Respond to Webhook" step. Branch on the action field: for ' +
    'find_customer look the customer up by the email or phone sent and reply {"customers":[{"id","name","email","phone","postcode"}]}; ' +
    'for orders reply {"orders":[...]} for the customer_id sent. Reply with empty lists when nothing matches, never an error, and ' +
    'return only the customer matching the email or phone sent. Paste the production webhook address here: it is the credential, so ' +
    'keep it private.',
  test_level: 'documented',
  test_detail: "Checked against the service's own contract (spec part C, Workflow hook); no vendor API behind it.",
  note: 'A fixed-acknowledgement hook (such as Zapier Catch Hook) cannot answer lookups and so cannot be used.',
});
