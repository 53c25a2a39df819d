import type { ConnectorInput } from '../../define.js';
import { teachable } from './teachable.js';
import { thinkific } from './thinkific.js';
import { learnworlds } from './learnworlds.js';
import { moodle } from './moodle.js';
import { talentlms } from './talentlms.js';
import { learndash } from './learndash.js';

/** The courses connectors: one import line and one entry per connector in this category. */
export const coursesConnectors: readonly ConnectorInput[] = [teachable, thinkific, learnworlds, moodle, talentlms, learndash];
