import type { ConnectorInput } from '../../define.js';
import { courtreserve } from './courtreserve.js';
import { daysmartRecreation } from './daysmart_recreation.js';
import { mindbody } from './mindbody.js';
import { perfectgym } from './perfectgym.js';
import { pike13 } from './pike13.js';
import { teamup } from './teamup.js';

/** The fitness connectors: one import line and one entry per connector in this category. */
export const fitnessConnectors: readonly ConnectorInput[] = [mindbody, teamup, pike13, perfectgym, courtreserve, daysmartRecreation];
