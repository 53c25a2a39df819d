import type { ConnectorInput } from '../../define.js';
import { eventbrite } from './eventbrite.js';
import { pretix } from './pretix.js';
import { ticketspice } from './ticketspice.js';
import { ticketTailor } from './ticket_tailor.js';
import { tito } from './tito.js';

/** The events connectors: one import line and one entry per connector in this category. */
export const eventsConnectors: readonly ConnectorInput[] = [eventbrite, ticketTailor, tito, pretix, ticketspice];
