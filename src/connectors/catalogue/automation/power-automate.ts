import { defineConnector } from '../../define.js';
import { workflowHook } from './workflow-hook.js';

/**
 * Microsoft Power Automate: a flow with the "When an HTTP request is received" trigger (who can
 * trigger: Anyone) and a Response action, in the workflow-hook shape (spec part C, the same
 * capabilities as workflow_hook). The trigger address carries its own signature (sig=…), so the
 * address is the credential. Works with the classic logic.azure.com addresses and the newer
 * environment.api.powerplatform.com ones.
 */
export const powerAutomate = defineConnector({
  key: 'power_automate',
  name: 'Microsoft Power Automate (When an HTTP request is received + Response)',
  category: 'automation',
  auth: { type: 'none' },
  secrets: [
    {
      name: 'webhook_url',
      label: 'HTTP POST URL',
      example:
        'https://prod-12.uksouth.logic.azure.com:443/workflows/abc123/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=XYZ123',
      type: 'url',
      pattern: 'https://[A-Za-z0-9.-]+\\.(logic\\.azure\\.com|api\\.powerplatform\\.com)(:443)?/\\S*[?&]sig=\\S+',
    },
  ],
  baseUrl: '{+webhook_url}',
  bound: 'connection',
  verification: 'search_email_phone',
  capabilities: workflowHook.capabilities,
  docs: 'https://learn.microsoft.com/en-us/azure/connectors/connectors-native-reqres',
  setup:
    'In Power Automate create an Instant cloud flow with the trigger "When an HTTP request is received" (a Premium connector). Set "Who can trigger the flow?" to Anyone and use Method POST. Add a Switch on triggerBody()?[\'action\']: for find_customer look the customer up by the email or phone sent and finish with a Response action (Status code 200, header Content-Type: application/json, Body {"customers":[{"id","name","email","phone","postcode"}]}); for orders answer {"orders":[…]} for the customer_id sent. Answer empty lists when nothing matches. Save, then copy the HTTP POST URL from the trigger (it contains sig=…) and paste it here.',
  test_level: 'partly-documented',
  test_detail:
    "Re-read in the fidelity pass. The request and reply are the service's own workflow-hook contract (spec part C: action find_customer with email, phone, full_name, postcode, reply customers of id, name, email, phone, postcode; action orders with customer_id and email, reply orders), the same capabilities as workflow_hook, and every mapped field is confirmed against that contract. The vendor side was re-read in part against Microsoft's documentation repository MicrosoftDocs/azure-docs@02468d5e07e70992e9138614fb67d240c2ad133b articles/connectors/connectors-native-reqres.md (the Azure Logic Apps engine behind Power Automate flows): the When an HTTP request is received trigger and its generated HTTP POST URL, the Response action with Status Code, Headers (Content-Type: application/json) and Body, a 504 when the Response is not sent in time and an immediate 202 without a Response action. Power Automate's own documentation repository MicrosoftDocs/power-automate-docs: articles/oauth-authentication.md@0151a588acd4c7f1517d01d6536f762ce8a2314d (the trigger's Who can trigger option: Anyone is open access for whoever holds the URL; the default, Any user in my tenant, needs an Entra ID bearer token this service does not send) and articles/regenerate-sas-key.md@4f924c1a80901548fd316a43bf25e0c50f07c627 (the HTTP trigger URL https://<region>/workflows/<id>/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=<SAS key>). Second pass: the *.logic.azure.com host form (https://prod-03.westus.logic.azure.com:443/workflows/<id>/triggers/manual/...&sig=<value>) is confirmed by Microsoft's Azure PowerShell reference https://learn.microsoft.com/powershell/module/az.logicapp/get-azlogicapptriggercallbackurl (a Logic Apps trigger callback URL). Not confirmed from an official page read here: the *.environment.api.powerplatform.com host the address pattern also accepts (seen only in public code, with /powerautomate/automations/direct/workflows/... and api-version=1; MicrosoftDocs/power-automate-docs is too large to fetch here) and the Premium licence. Fourth pass (cat5-h): Microsoft's own training module https://learn.microsoft.com/en-us/training/modules/http-connectors/4-http-request confirms again that the trigger generates its URL on save, to be called with POST, and the three Who can trigger options (Any user in my tenant, Specific users in my tenant, Anyone). The *.environment.api.powerplatform.com host is still unconfirmed: no official page read here shows it (only community scripts about Microsoft moving flow trigger URLs), and no Microsoft docs repository holding it could be fetched.",
  note: "The flow must send its Response within 15 seconds. The address contains its own signature, so keep it private. A fixed-acknowledgement hook such as Zapier's Catch Hook cannot answer lookups; a Power Automate flow with a Response action can.",
});
