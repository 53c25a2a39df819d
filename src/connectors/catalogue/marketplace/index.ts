import type { ConnectorInput } from '../../define.js';

/** The marketplace connectors: one import line and one entry per connector in this category. */
export const marketplaceConnectors: readonly ConnectorInput[] = [];
