import type { ConnectorInput } from '../../define.js';

/** The accommodation connectors: one import line and one entry per connector in this category. */
export const accommodationConnectors: readonly ConnectorInput[] = [];
