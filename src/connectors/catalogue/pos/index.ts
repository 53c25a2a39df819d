import type { ConnectorInput } from '../../define.js';

/** The pos connectors: one import line and one entry per connector in this category. */
export const posConnectors: readonly ConnectorInput[] = [];
