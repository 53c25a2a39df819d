import type { ConnectorInput } from '../../define.js';
import { splynx } from './splynx.js';
import { uispCrm } from './uisp_crm.js';
import { sonar } from './sonar.js';
import { whmcs } from './whmcs.js';

/** The telecom connectors: one import line and one entry per connector in this category. */
export const telecomConnectors: readonly ConnectorInput[] = [splynx, uispCrm, sonar, whmcs];
