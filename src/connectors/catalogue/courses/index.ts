import type { ConnectorInput } from '../../define.js';

/** The courses connectors: one import line and one entry per connector in this category. */
export const coursesConnectors: readonly ConnectorInput[] = [];
