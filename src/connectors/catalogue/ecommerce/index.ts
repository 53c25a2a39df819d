import type { ConnectorInput } from '../../define.js';
import { shopify } from './shopify.js';
import { woocommerce } from './woocommerce.js';
import { bigcommerce } from './bigcommerce.js';
import { magento } from './magento.js';
import { prestashop } from './prestashop.js';
import { wix } from './wix.js';
import { squarespace } from './squarespace.js';
import { ecwid } from './ecwid.js';
import { shopware } from './shopware.js';
import { lightspeedEcom } from './lightspeed_ecom.js';
import { gumroad } from './gumroad.js';
import { shopline } from './shopline.js';
import { demoVendor } from './demo-vendor.js';

/** The ecommerce connectors: one import line and one entry per connector in this category. */
export const ecommerceConnectors: readonly ConnectorInput[] = [
  shopify,
  woocommerce,
  bigcommerce,
  magento,
  prestashop,
  wix,
  squarespace,
  ecwid,
  shopware,
  lightspeedEcom,
  gumroad,
  shopline,
  demoVendor,
];
