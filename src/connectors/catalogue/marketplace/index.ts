import type { ConnectorInput } from '../../define.js';
import { ebay } from './ebay.js';
import { etsy } from './etsy.js';
import { amazonSpApi } from './amazon_sp_api.js';
import { mirakl } from './mirakl.js';
import { tindie } from './tindie.js';

/** The marketplace connectors: one import line and one entry per connector in this category. */
export const marketplaceConnectors: readonly ConnectorInput[] = [ebay, etsy, amazonSpApi, tindie, mirakl];
