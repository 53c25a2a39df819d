import type { ConnectorInput } from '../../define.js';
import { flipdish } from './flipdish.js';
import { gotable } from './gotable.js';
import { resos } from './resos.js';
import { useservice } from './useservice.js';
import { wixTableReservations } from './wix_table_reservations.js';

/** The restaurant connectors: one import line and one entry per connector in this category. */
export const restaurantConnectors: readonly ConnectorInput[] = [resos, wixTableReservations, flipdish, gotable, useservice];
