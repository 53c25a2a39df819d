import type { ConnectorInput } from '../../define.js';
import { acuity } from './acuity.js';
import { supersaas } from './supersaas.js';
import { phorest } from './phorest.js';
import { makeplans } from './makeplans.js';
import { zenoti } from './zenoti.js';
import { bookeo } from './bookeo.js';
import { tidycal } from './tidycal.js';

/** The appointments connectors: one import line and one entry per connector in this category. */
export const appointmentsConnectors: readonly ConnectorInput[] = [acuity, supersaas, phorest, makeplans, zenoti, bookeo, tidycal];
