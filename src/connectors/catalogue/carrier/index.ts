import type { ConnectorInput } from '../../define.js';

/** The carrier connectors: one import line and one entry per connector in this category. */
export const carrierConnectors: readonly ConnectorInput[] = [];
