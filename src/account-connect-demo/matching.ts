import { mobileKey } from '../customers/contact-details.js';
import type { IdentityInput } from '../verification/verifier.js';
import type { DemoPerson } from './people.js';

/**
 * Part A matching rule 2, as the demo applies it: the full name must match, and at least one of
 * postcode, email or mobile must match the same account. Case and spaces are ignored; postcodes
 * compare without spaces; mobiles in 07... and +44 7... forms are equal (compared on their last ten
 * digits). An empty field never matches.
 */
export const squash = (s: string): string => s.replace(/\s+/g, '').toLowerCase();

export function fullName(person: DemoPerson): string {
  return `${person.first_name} ${person.last_name}`;
}

export function matchesPerson(person: DemoPerson, input: IdentityInput): boolean {
  if (!squash(input.full_name) || squash(input.full_name) !== squash(fullName(person))) return false;
  const postcode = squash(input.postcode);
  const email = squash(input.email);
  const mobile = mobileKey(input.mobile_number);
  return (
    (postcode !== '' && postcode === squash(person.postcode)) ||
    (email !== '' && email === squash(person.email)) ||
    (mobile !== null && mobile === mobileKey(person.mobile))
  );
}

export function findPerson(people: readonly DemoPerson[], input: IdentityInput): DemoPerson | null {
  return people.find((p) => matchesPerson(p, input)) ?? null;
}
