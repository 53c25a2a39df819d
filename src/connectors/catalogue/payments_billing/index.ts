import type { ConnectorInput } from '../../define.js';
import { chargebee } from './chargebee.js';
import { lemonSqueezy } from './lemon_squeezy.js';
import { memberful } from './memberful.js';
import { paddle } from './paddle.js';
import { paystack } from './paystack.js';
import { recharge } from './recharge.js';
import { recurly } from './recurly.js';
import { stripe } from './stripe.js';
import { zohoBilling } from './zoho_billing.js';

/** The payments_billing connectors: one import line and one entry per connector in this category. */
export const paymentsBillingConnectors: readonly ConnectorInput[] = [
  stripe,
  zohoBilling,
  chargebee,
  recurly,
  paddle,
  recharge,
  memberful,
  lemonSqueezy,
  paystack,
];
