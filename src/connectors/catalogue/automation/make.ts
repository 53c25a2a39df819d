import { defineConnector } from '../../define.js';
import { workflowHook } from './workflow-hook.js';

/**
 * Make (formerly Integromat): a scenario that starts with Webhooks → Custom webhook and answers with
 * Webhooks → Webhook response, in the workflow-hook shape (spec part C, the same capabilities as
 * workflow_hook). Without a Webhook response module Make answers the text "Accepted", which is not a
 * reply and is recorded as an unexpected reply. The hook address is the credential; Make's optional
 * webhook API key (x-make-apikey header) adds a second one.
 */
export const make = defineConnector({
  key: 'make',
  name: 'Make (Custom webhook + Webhook response)',
  category: 'automation',
  auth: { type: 'none' },
  secrets: [
    {
      name: 'webhook_url',
      label: 'webhook address',
      example: 'https://hook.eu2.make.com/abcd1234efgh5678ijkl9012mnop3456',
      type: 'url',
      pattern: 'https://hook\\.[a-z0-9]+\\.(make|integromat)\\.com/[A-Za-z0-9]{16,64}',
    },
    { name: 'make_api_key', label: 'webhook API key (optional)', example: 'mk-3f9a2c7e1b8d4f60', pattern: '[\\x21-\\x7e]{8,512}', optional: true },
  ],
  baseUrl: '{+webhook_url}',
  bound: 'connection',
  headers: { 'x-make-apikey': '{make_api_key}' },
  verification: 'search_email_phone',
  capabilities: workflowHook.capabilities,
  docs: 'https://www.make.com/en/help/tools/webhooks',
  setup:
    'In Make create a scenario whose first module is Webhooks → Custom webhook (Add a webhook, copy its address). Add a Router on the ' +
    'action field: for find_customer look the customer up by the email or phone sent and end with Webhooks → Webhook response (Status ' +
    '200, custom header Content-Type: application/json, Body {"customers":[{"id","name","email","phone","postcode"}]}); for orders ' +
    'answer {"orders":[…]} for the customer_id sent. Answer empty lists when nothing matches. Turn the scenario on with Immediately as ' +
    "data arrives. Optional: in the webhook's advanced settings add an API key and enter it here as well.",
  test_level: 'partly-documented',
  test_detail:
    "Checked against the service's workflow-hook contract and Make's docs and SDK; not confirmed: the hook.<zone>.make.com address form " +
    'and the reply without a Webhook response.',
  note:
    "The scenario must reply within a few seconds (this service waits 15 s) and must end in a Webhook response module; Zapier's Catch " +
    'Hook, by contrast, can only send a fixed acknowledgement and cannot answer lookups.',
});
