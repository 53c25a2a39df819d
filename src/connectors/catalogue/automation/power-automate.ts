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
        'https://prod-12.uksouth.logic.azure.com:443/workflows/abc123/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2F' +
        'manual%2Frun&sv=1.0&sig=XYZ123',
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
    'In Power Automate create an Instant cloud flow with the trigger "When an HTTP request is received" (a Premium connector). Set "Who ' +
    "can trigger the flow?\" to Anyone and use Method POST. Add a Switch on triggerBody()?['action']: for find_customer look the " +
    'customer up by the email or phone sent and finish with a Response action (Status code 200, header Content-Type: application/json, ' +
    'Body {"customers":[{"id","name","email","phone","postcode"}]}); for orders answer {"orders":[…]} for the customer_id sent. Answer ' +
    'empty lists when nothing matches. Save, then copy the HTTP POST URL from the trigger (it contains sig=…) and paste it here.',
  test_level: 'partly-documented',
  test_detail:
    "Checked against the service's workflow-hook contract and Microsoft's docs (MicrosoftDocs/azure-docs@02468d5); not confirmed: the " +
    '*.environment.api.powerplatform.com host.',
  note:
    'The flow must send its Response within 15 seconds. The address contains its own signature, so keep it private. A ' +
    "fixed-acknowledgement hook such as Zapier's Catch Hook cannot answer lookups; a Power Automate flow with a Response action can.",
});
