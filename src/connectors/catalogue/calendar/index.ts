import type { ConnectorInput } from '../../define.js';
import { googleCalendar } from './google_calendar.js';
import { outlookCalendar } from './outlook_calendar.js';
import { calCom } from './cal_com.js';
import { savvycal } from './savvycal.js';

/** The calendar connectors: one import line and one entry per connector in this category. */
export const calendarConnectors: readonly ConnectorInput[] = [googleCalendar, outlookCalendar, calCom, savvycal];
