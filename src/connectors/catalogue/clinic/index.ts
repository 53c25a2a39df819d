import type { ConnectorInput } from '../../define.js';

/** The clinic connectors: one import line and one entry per connector in this category. */
export const clinicConnectors: readonly ConnectorInput[] = [];
