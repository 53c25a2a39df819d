import type { ConnectorInput } from '../../define.js';
import { zendesk } from './zendesk.js';
import { freshdesk } from './freshdesk.js';
import { helpScout } from './help_scout.js';
import { gorgias } from './gorgias.js';
import { intercom } from './intercom.js';
import { zohoDesk } from './zoho_desk.js';
import { front } from './front.js';
import { deskpro } from './deskpro.js';
import { jiraServiceManagement } from './jira_service_management.js';
import { reamaze } from './reamaze.js';

/** The helpdesk connectors: one import line and one entry per connector in this category. */
export const helpdeskConnectors: readonly ConnectorInput[] = [
  zendesk,
  freshdesk,
  helpScout,
  gorgias,
  intercom,
  zohoDesk,
  front,
  deskpro,
  jiraServiceManagement,
  reamaze,
];
