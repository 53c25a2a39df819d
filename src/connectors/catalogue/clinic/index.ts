import type { ConnectorInput } from '../../define.js';
import { cliniko } from './cliniko.js';
import { dentally } from './dentally.js';
import { semble } from './semble.js';
import { intakeq } from './intakeq.js';
import { splose } from './splose.js';
import { halaxy } from './halaxy.js';

/** The clinic connectors: one import line and one entry per connector in this category. */
export const clinicConnectors: readonly ConnectorInput[] = [cliniko, dentally, semble, intakeq, splose, halaxy];
