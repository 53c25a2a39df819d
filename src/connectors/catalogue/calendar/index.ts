import type { ConnectorInput } from '../../define.js';

/** The calendar connectors: one import line and one entry per connector in this category. */
export const calendarConnectors: readonly ConnectorInput[] = [];
