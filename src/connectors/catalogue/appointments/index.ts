import type { ConnectorInput } from '../../define.js';

/** The appointments connectors: one import line and one entry per connector in this category. */
export const appointmentsConnectors: readonly ConnectorInput[] = [];
