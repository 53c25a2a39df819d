import type { ConnectorInput } from '../../define.js';

/** The crm connectors: one import line and one entry per connector in this category. */
export const crmConnectors: readonly ConnectorInput[] = [];
