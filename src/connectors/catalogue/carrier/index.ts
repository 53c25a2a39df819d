import type { ConnectorInput } from '../../define.js';
import { royalMailTracking } from './royal_mail_tracking.js';
import { dhl } from './dhl.js';
import { ups } from './ups.js';
import { fedex } from './fedex.js';
import { aftership } from './aftership.js';
import { ship24 } from './ship24.js';

/** The carrier connectors: one import line and one entry per connector in this category. */
export const carrierConnectors: readonly ConnectorInput[] = [royalMailTracking, dhl, ups, fedex, aftership, ship24];
