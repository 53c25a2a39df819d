import type { ConnectorInput } from '../../define.js';

/** The field_service connectors: one import line and one entry per connector in this category. */
export const fieldServiceConnectors: readonly ConnectorInput[] = [];
