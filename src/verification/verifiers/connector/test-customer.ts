import { TEST_CUSTOMER } from '../../../customers/test-customer.js';
import type { IdentityDetails } from './matching.js';
import { mobileKey } from '../../../customers/contact-details.js';

const squash = (s: string): string => s.replace(/\s+/g, '').toLowerCase();

/**
 * The spec's test customer on a connector: full name Test Customer plus its postcode, email or mobile
 * (case and spaces ignored). The service intercepts it: no code is sent and 123456 is accepted.
 */
export function isTestCustomer(input: IdentityDetails): boolean {
  if (squash(input.full_name) !== squash(TEST_CUSTOMER.full_name)) return false;
  return (
    (squash(input.postcode) !== '' && squash(input.postcode) === squash(TEST_CUSTOMER.postcode)) ||
    (squash(input.email) !== '' && squash(input.email) === squash(TEST_CUSTOMER.email)) ||
    (mobileKey(input.mobile_number) !== null && mobileKey(input.mobile_number) === mobileKey(TEST_CUSTOMER.mobile_number))
  );
}

export const TEST_CODE = TEST_CUSTOMER.code;
