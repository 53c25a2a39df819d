import type { ConnectorInput } from '../../define.js';

/** The helpdesk connectors: one import line and one entry per connector in this category. */
export const helpdeskConnectors: readonly ConnectorInput[] = [];
