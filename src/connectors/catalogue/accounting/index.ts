import type { ConnectorInput } from '../../define.js';

/** The accounting connectors: one import line and one entry per connector in this category. */
export const accountingConnectors: readonly ConnectorInput[] = [];
