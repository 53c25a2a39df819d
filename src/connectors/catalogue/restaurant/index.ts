import type { ConnectorInput } from '../../define.js';
import { resos } from './resos.js';

/** The restaurant connectors: one import line and one entry per connector in this category. */
export const restaurantConnectors: readonly ConnectorInput[] = [resos];
