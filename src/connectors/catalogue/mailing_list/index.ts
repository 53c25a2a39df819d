import type { ConnectorInput } from '../../define.js';

/** The mailing_list connectors: one import line and one entry per connector in this category. */
export const mailingListConnectors: readonly ConnectorInput[] = [];
