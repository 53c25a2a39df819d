import { parseConnector, type ConnectorDefinition, type ConnectorInput } from '../define.js';
import { ecommerceConnectors } from './ecommerce/index.js';
import { marketplaceConnectors } from './marketplace/index.js';
import { posConnectors } from './pos/index.js';
import { paymentsBillingConnectors } from './payments_billing/index.js';
import { accountingConnectors } from './accounting/index.js';
import { crmConnectors } from './crm/index.js';
import { helpdeskConnectors } from './helpdesk/index.js';
import { appointmentsConnectors } from './appointments/index.js';
import { calendarConnectors } from './calendar/index.js';
import { clinicConnectors } from './clinic/index.js';
import { restaurantConnectors } from './restaurant/index.js';
import { accommodationConnectors } from './accommodation/index.js';
import { fitnessConnectors } from './fitness/index.js';
import { eventsConnectors } from './events/index.js';
import { fieldServiceConnectors } from './field_service/index.js';
import { shippingPlatformConnectors } from './shipping_platform/index.js';
import { carrierConnectors } from './carrier/index.js';
import { taskBoardConnectors } from './task_board/index.js';
import { mailingListConnectors } from './mailing_list/index.js';
import { coursesConnectors } from './courses/index.js';
import { telecomConnectors } from './telecom/index.js';
import { automationConnectors } from './automation/index.js';

/** Every connector definition, as written: each category lists its own in <category>/index.ts. */
export const CONNECTOR_SOURCES: readonly ConnectorInput[] = [
  ...ecommerceConnectors,
  ...marketplaceConnectors,
  ...posConnectors,
  ...paymentsBillingConnectors,
  ...accountingConnectors,
  ...crmConnectors,
  ...helpdeskConnectors,
  ...appointmentsConnectors,
  ...calendarConnectors,
  ...clinicConnectors,
  ...restaurantConnectors,
  ...accommodationConnectors,
  ...fitnessConnectors,
  ...eventsConnectors,
  ...fieldServiceConnectors,
  ...shippingPlatformConnectors,
  ...carrierConnectors,
  ...taskBoardConnectors,
  ...mailingListConnectors,
  ...coursesConnectors,
  ...telecomConnectors,
  ...automationConnectors,
];

/** Thrown at process start when a definition breaks the schema; lists every issue. */
export class CatalogueError extends Error {
  override name = 'CatalogueError';
}

export interface ConnectorCatalogue {
  get(key: string): ConnectorDefinition | undefined;
  all(): readonly ConnectorDefinition[];
}

/** Checks every definition once (call in a process entry, not at import) and indexes them by key. */
export function loadCatalogue(sources: readonly ConnectorInput[] = CONNECTOR_SOURCES): ConnectorCatalogue {
  const byKey = new Map<string, ConnectorDefinition>();
  const problems: string[] = [];
  sources.forEach((source, i) => {
    const parsed = parseConnector(source);
    const label = typeof source.key === 'string' ? source.key : `#${i}`;
    if (!parsed.ok) {
      problems.push(...parsed.issues.map((issue) => `${label}: ${issue}`));
      return;
    }
    if (byKey.has(parsed.definition.key)) problems.push(`${label}: duplicate key`);
    byKey.set(parsed.definition.key, Object.freeze(parsed.definition));
  });
  if (problems.length > 0) throw new CatalogueError(`invalid connector definitions:\n${problems.join('\n')}`);
  const list = Object.freeze([...byKey.values()]);
  return { get: (key) => byKey.get(key), all: () => list };
}
