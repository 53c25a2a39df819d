import type { ConnectorInput } from '../../define.js';
import { housecallPro } from './housecall_pro.js';
import { jobber } from './jobber.js';
import { serviceFusion } from './service_fusion.js';
import { servicem8 } from './servicem8.js';
import { simpro } from './simpro.js';
import { workiz } from './workiz.js';

/** The field service connectors: one import line and one entry per connector in this category. */
export const fieldServiceConnectors: readonly ConnectorInput[] = [jobber, servicem8, simpro, housecallPro, workiz, serviceFusion];
