import type { ConnectorInput } from '../../define.js';
import { splynx } from './splynx.js';
import { uispCrm } from './uisp_crm.js';
import { sonar } from './sonar.js';

/**
 * The telecom connectors: one import line and one entry per connector in this category.
 * WHMCS is left out: its API takes the credential and every parameter as form fields of a POST
 * (application/x-www-form-urlencoded), which a connector definition cannot send.
 */
export const telecomConnectors: readonly ConnectorInput[] = [splynx, uispCrm, sonar];
