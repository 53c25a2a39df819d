import type { ConnectorInput } from '../../define.js';
import { shipstation } from './shipstation.js';
import { shippo } from './shippo.js';
import { sendcloud } from './sendcloud.js';
import { easyship } from './easyship.js';
import { royalMailClickDrop } from './royal_mail_click_drop.js';
import { veeqo } from './veeqo.js';
import { shipbob } from './shipbob.js';
import { shiptheory } from './shiptheory.js';

/** The shipping_platform connectors: one import line and one entry per connector in this category. */
export const shippingPlatformConnectors: readonly ConnectorInput[] = [shipstation, shippo, sendcloud, easyship, royalMailClickDrop, veeqo, shipbob, shiptheory];
