import type { ConnectorInput } from '../../define.js';
import { cloudbeds } from './cloudbeds.js';
import { mews } from './mews.js';
import { guesty } from './guesty.js';
import { hostaway } from './hostaway.js';
import { lodgify } from './lodgify.js';
import { beds24 } from './beds24.js';
import { smoobu } from './smoobu.js';

/** The accommodation connectors: one import line and one entry per connector in this category. */
export const accommodationConnectors: readonly ConnectorInput[] = [cloudbeds, mews, guesty, hostaway, lodgify, beds24, smoobu];
