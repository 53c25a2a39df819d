import type { ConnectorInput } from '../../define.js';

/** The telecom connectors: one import line and one entry per connector in this category. */
export const telecomConnectors: readonly ConnectorInput[] = [];
