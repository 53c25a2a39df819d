import type { ConnectorInput } from '../../define.js';
import { mailchimp } from './mailchimp.js';
import { klaviyo } from './klaviyo.js';
import { brevo } from './brevo.js';
import { campaignMonitor } from './campaign_monitor.js';
import { mailerlite } from './mailerlite.js';
import { activecampaign } from './activecampaign.js';
import { kit } from './kit.js';
import { dotdigital } from './dotdigital.js';
import { moosend } from './moosend.js';
import { emailoctopus } from './emailoctopus.js';

/** The mailing_list connectors: one import line and one entry per connector in this category. */
export const mailingListConnectors: readonly ConnectorInput[] = [
  mailchimp,
  klaviyo,
  brevo,
  campaignMonitor,
  mailerlite,
  activecampaign,
  kit,
  dotdigital,
  moosend,
  emailoctopus,
];
