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
    'In Make create a scenario whose first module is Webhooks → Custom webhook (Add a webhook, copy its address). Add a Router on the action field: for find_customer look the customer up by the email or phone sent and end with Webhooks → Webhook response (Status 200, custom header Content-Type: application/json, Body {"customers":[{"id","name","email","phone","postcode"}]}); for orders answer {"orders":[…]} for the customer_id sent. Answer empty lists when nothing matches. Turn the scenario on with Immediately as data arrives. Optional: in the webhook\'s advanced settings add an API key and enter it here as well.',
  test_level: 'partly-documented',
  test_detail:
    "Re-read in the fidelity pass. The request and reply are the service's own workflow-hook contract (spec part C: action find_customer with email, phone, full_name, postcode, reply customers of id, name, email, phone, postcode; action orders with customer_id and email, reply orders), the same capabilities as workflow_hook, and every mapped field is confirmed against that contract. The vendor side was re-read in part against Make's official Webhooks app documentation (https://apps.make.com/gateway): the Custom webhook module generates the scenario's unique webhook URL; optional API key authentication with keys of at most 512 ASCII characters, sent in the x-make-apikey header (the key pattern now allows 512 characters, was 256); the Webhooks app also provides webhook responses. Second pass: Make's developer documentation for app responders, https://developers.make.com/custom-apps-documentation/app-components/modules/responder, shows a webhook response made of status (200), headers (content-type: application/json) and body, the shape this connector expects; that page documents custom-app responders, not the Webhooks app's own module. Not read here: the Webhooks app's Webhook response module fields themselves (status, body, custom headers) and the hook.<zone>.make.com address form the address pattern accepts (the earlier check's reading of make.com/en/help/tools/webhooks). Fourth pass (cat5-h): the Webhook response module is now confirmed from Make's own repository integromat/make-skills@c2c694669b8a7d82ec3b7835a1644f3d7d610c00: skills/make-module-configuring/examples/ai-agent-full-blueprint.json holds the module gateway:WebhookRespond with its interface (Status, a required integer of at least 100; Body, any; Custom headers, up to 16 key/value pairs), the fields the setup text asks for, and skills/make-module-configuring/webhooks.md says the custom webhook (gateway:CustomWebHook) URL is unique and acts as the credential (as this connector treats it) and that webhook scenarios run immediately. Still open, so partly-documented: the hook.<zone>.make.com address form the pattern accepts (Make's TypeScript SDK integromat/make-typescript-sdk@4654ed6975963c069119f60d3c996fc662d2133a types a hook's url but its test mocks use a local host, https://local.make.cloud/wh/<32-character id>; the stored help pages show no address), and the plain Accepted reply of a scenario without a Webhook response (not in any official text read here).",
  note: "The scenario must reply within a few seconds (this service waits 15 s) and must end in a Webhook response module; Zapier's Catch Hook, by contrast, can only send a fixed acknowledgement and cannot answer lookups.",
});
