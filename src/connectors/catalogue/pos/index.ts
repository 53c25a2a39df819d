import type { ConnectorInput } from '../../define.js';
import { clover } from './clover.js';
import { eposNow } from './epos_now.js';
import { lightspeedR } from './lightspeed_r.js';
import { lightspeedX } from './lightspeed_x.js';
import { loyverse } from './loyverse.js';
import { square } from './square.js';

/** The pos connectors: one import line and one entry per connector in this category. */
export const posConnectors: readonly ConnectorInput[] = [square, lightspeedX, lightspeedR, eposNow, clover, loyverse];
