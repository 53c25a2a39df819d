import type { ConnectorInput } from '../../define.js';
import { hubspot } from './hubspot.js';
import { salesforce } from './salesforce.js';
import { pipedrive } from './pipedrive.js';
import { zohoCrm } from './zoho_crm.js';
import { capsule } from './capsule.js';
import { attio } from './attio.js';
import { freshsales } from './freshsales.js';
import { zendeskSell } from './zendesk_sell.js';

/** The crm connectors: one import line and one entry per connector in this category. */
export const crmConnectors: readonly ConnectorInput[] = [hubspot, salesforce, pipedrive, zohoCrm, capsule, attio, freshsales, zendeskSell];
