import type { ConnectorInput } from '../../define.js';
import { workflowHook } from './workflow-hook.js';
import { restApi } from './rest-api.js';
import { n8n } from './n8n.js';
import { make } from './make.js';
import { pipedream } from './pipedream.js';
import { powerAutomate } from './power-automate.js';

/**
 * The automation connectors: one import line and one entry per connector in this category.
 * Zapier (Catch Hook) is deliberately not listed: a Catch Hook always answers a fixed
 * {"status":"success"} acknowledgement, so it cannot return customers or orders. An entry with no
 * capability would look connectable, count as passed in the smoke run and only ever fail its
 * connection test; the n8n, Make, Pipedream and Power Automate entries say why Zapier cannot be used.
 */
export const automationConnectors: readonly ConnectorInput[] = [workflowHook, restApi, n8n, make, pipedream, powerAutomate];
