import type { ConnectorInput } from '../../define.js';
import { eventbrite } from './eventbrite.js';

/** The events connectors: one import line and one entry per connector in this category. */
export const eventsConnectors: readonly ConnectorInput[] = [eventbrite];
