import type { ConnectorInput } from '../../define.js';

/** The fitness connectors: one import line and one entry per connector in this category. */
export const fitnessConnectors: readonly ConnectorInput[] = [];
