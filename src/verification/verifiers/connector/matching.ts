import { LIMITS } from '../../../../config/limits.js';
import { CONNECTION_MESSAGES, MESSAGES } from '../../../messages.js';
import { lastThreeDigits, maskEmail, mobileKey, normaliseEmail } from '../../../customers/contact-details.js';

/**
 * The spec's "Matching rules on connectors" and "Code delivery (connectors)", as pure functions.
 *
 * 1. The customer is found by email, otherwise by mobile; a postcode alone cannot find a customer.
 * 2. The surname (last word of the name) must match exactly; the first name must match or start with
 *    the same letter; single-letter words are ignored, so a bare initial is not enough.
 * 3. One more detail (postcode, email or mobile) must agree with the same record.
 * 4. Mobiles compare on their last 10 digits.
 * 5. Connectors that verify from the customer's own orders or bookings: full name and the email the
 *    customer used, no mobile; records must name exactly that email and a name passing rule 2; a
 *    record that does not say whose it is, is not shown; the code is always emailed to that address.
 * 6. Connectors with neither ability cannot verify customers (not_supported).
 *
 * Comparison details: names ignore case and the punctuation around words ("J." is a single letter);
 * emails ignore case and surrounding spaces; postcodes ignore case and spaces. An empty value never
 * matches anything. An email with quotes, backslashes, spaces, control characters or wildcards (or a
 * mobile with more than digits, spaces and `+ ( ) . -`) is never sent to a vendor: it gets the same
 * mismatch message as any other mismatch (values go into vendors' query languages).
 */

/** The four fields of verify-identity (empty strings when not given). */
export interface IdentityDetails {
  full_name: string;
  postcode: string;
  email: string;
  mobile_number: string;
}

/** A customer record a vendor search returned (spec: "Customer record"). */
export interface CandidateRecord {
  id: string;
  name: string;
  email: string;
  phone: string;
  postcode: string;
}

/** A record of the customer's own orders or bookings, with whose it says it is. */
export interface OwnedRecord {
  ownerEmail?: string | undefined;
  ownerName?: string | undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A conservative address: letters, digits and `. _ + -` before the @, dot-separated labels of letters,
 * digits and hyphens after it. No quotes, backslashes, spaces, control characters or wildcards
 * (`* ? %`), because the address is written into vendors' search and filter languages.
 */
const CONSERVATIVE_EMAIL = /^[\p{L}\p{N}._+-]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+$/u;
/** A phone number as people write one: digits, spaces, `+ ( ) . -` only. */
const CONSERVATIVE_PHONE = /^[+\d\s().-]+$/;

/** Lower-case words of a name with punctuation around them removed, single-letter words dropped. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFC')
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => [...w].length > 1);
}

/** Rule 2: surname exact, first name equal or with the same first letter; both names need two usable words. */
export function namesMatch(given: string, onRecord: string): boolean {
  const g = nameWords(given);
  const r = nameWords(onRecord);
  if (g.length < 2 || r.length < 2) return false;
  if (g[g.length - 1] !== r[r.length - 1]) return false;
  const gf = g[0]!;
  const rf = r[0]!;
  return gf === rf || [...gf][0] === [...rf][0];
}

export function isEmail(email: string): boolean {
  return EMAIL.test(email.trim());
}

/** Whether an address may be sent to a vendor (see CONSERVATIVE_EMAIL); surrounding spaces are ignored. */
export function isConservativeEmail(email: string): boolean {
  return CONSERVATIVE_EMAIL.test(email.trim());
}

/**
 * An email the customer typed that is meant as an address (it has an @) but is not a conservative one:
 * it is never sent to a vendor, and the customer gets the one mismatch message.
 */
export function isUnsafeEmail(email: string): boolean {
  const e = email.trim();
  return e.includes('@') && !isConservativeEmail(e);
}

export function sameEmail(a: string, b: string): boolean {
  const x = normaliseEmail(a);
  return x !== '' && x === normaliseEmail(b);
}

export function samePostcode(a: string, b: string): boolean {
  const squash = (s: string): string => s.replace(/\s+/g, '').toUpperCase();
  return squash(a) !== '' && squash(a) === squash(b);
}

export function sameMobile(a: string, b: string): boolean {
  const x = mobileKey(a);
  return x !== null && x === mobileKey(b);
}

/** How a search connector looks the customer up (rule 1). */
export type CustomerLookup =
  | { by: 'email'; email: string }
  | { by: 'phone'; phone: string }
  /** Neither a usable email nor a mobile (a postcode alone): ask for one. */
  | { by: 'none' }
  /**
   * An email with quotes, backslashes, spaces, control characters or wildcards, or a mobile with
   * anything but digits and `+ ( ) . -` and spaces: no vendor is asked, the answer is the mismatch message.
   */
  | { by: 'refused' };

export function customerLookup(input: IdentityDetails): CustomerLookup {
  if (isUnsafeEmail(input.email)) return { by: 'refused' };
  if (isEmail(input.email)) return { by: 'email', email: input.email.trim() };
  if (mobileKey(input.mobile_number) !== null) {
    const phone = input.mobile_number.trim();
    return CONSERVATIVE_PHONE.test(phone) ? { by: 'phone', phone } : { by: 'refused' };
  }
  return { by: 'none' };
}

/** Rule 3: a detail the customer gave (other than the name) agrees with the record. */
export function detailAgrees(input: IdentityDetails, record: Pick<CandidateRecord, 'email' | 'phone' | 'postcode'>): boolean {
  return sameEmail(input.email, record.email) || sameMobile(input.mobile_number, record.phone) || samePostcode(input.postcode, record.postcode);
}

/**
 * Rules 2-4 over the records a search returned: the first record whose name passes rule 2 and that
 * agrees on at least one more detail. Null for any mismatch (the caller answers the one no-match message).
 */
export function matchCustomer<R extends CandidateRecord>(input: IdentityDetails, records: readonly R[]): R | null {
  return records.find((r) => namesMatch(input.full_name, r.name) && detailAgrees(input, r)) ?? null;
}

/**
 * Rule 5's input check: a full name and a valid email are needed; a mobile is not accepted. An email
 * that is not a conservative address is `refused`: no vendor is asked and the answer is the mismatch
 * message (the same reply as a wrong email).
 */
export type OwnRecordsLookup = { ok: true; email: string } | { ok: false; refused?: true };

export function ownRecordsLookup(input: IdentityDetails): OwnRecordsLookup {
  if (isUnsafeEmail(input.email)) return { ok: false, refused: true };
  if (input.full_name.trim() === '' || !isEmail(input.email)) return { ok: false };
  return { ok: true, email: input.email.trim() };
}

/**
 * Rule 5: whether the customer's own records prove who they are — a record naming exactly that email
 * (whose it is, by the record) with a name passing rule 2. Records that do not say whose they are
 * count for nothing; a wrong name and a wrong email both give false.
 */
export function ownRecordsMatch(input: IdentityDetails, records: readonly OwnedRecord[]): boolean {
  return records.some(
    (r) => r.ownerEmail !== undefined && sameEmail(input.email, r.ownerEmail) && r.ownerName !== undefined && namesMatch(input.full_name, r.ownerName),
  );
}

/** Whether a number can take a text: UK numbers must be mobiles (07... / +44 7...); others are assumed to. */
export function isMobileNumber(phone: string): boolean {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < LIMITS.mobileCompareDigits) return false;
  if (/^0[1-9]/.test(digits) && digits.length === 11) return digits.startsWith('07');
  if (digits.startsWith('44') && digits.length === 12) return digits.startsWith('447');
  return true;
}

export type CodeDestination = { channel: 'sms'; to: string } | { channel: 'email'; to: string } | { channel: 'none' };

export interface DestinationInput {
  /** The business has SMS enabled. */
  smsEnabled: boolean;
  /** What the vendor holds (search connectors). */
  record: { email: string; phone: string };
  /** search: the table's first three rows; own_records: verifying from orders or bookings. */
  mode: 'search' | 'own_records';
  /** own_records: the address the customer gave. */
  givenEmail?: string;
}

/**
 * The spec's "Code delivery (connectors)": a text to the vendor's mobile when the business has SMS;
 * otherwise an email to the vendor's address; otherwise nothing. From orders or bookings: always an
 * email to the address the customer gave.
 */
export function chooseDestination(input: DestinationInput): CodeDestination {
  if (input.mode === 'own_records') {
    const to = input.givenEmail?.trim() ?? '';
    return isEmail(to) ? { channel: 'email', to } : { channel: 'none' };
  }
  const phone = input.record.phone.trim();
  if (input.smsEnabled && isMobileNumber(phone)) return { channel: 'sms', to: phone };
  const email = input.record.email.trim();
  if (isEmail(email)) return { channel: 'email', to: email };
  return { channel: 'none' };
}

/** The success message of verify-identity for a destination. */
export function codeSentMessage(dest: Exclude<CodeDestination, { channel: 'none' }>): string {
  return dest.channel === 'sms' ? MESSAGES.codeSentBySms(lastThreeDigits(dest.to)) : MESSAGES.codeSentByEmail(maskEmail(dest.to));
}

/** The negative replies of connector verify-identity that carry their own words (part B cases 3-5, rule 1). */
export const MATCHING_REPLIES = Object.freeze({
  /** Rule 1: postcode alone. */
  needsEmailOrMobile: { message: CONNECTION_MESSAGES.needsEmailOrMobile, needs: ['email', 'mobile_number'] },
  /** Case 3: found, but no mobile or email to send to. */
  noContact: { message: MESSAGES.noContactOnAccount },
  /** Case 4 / rule 6. */
  notSupported: (name: string) => ({ message: MESSAGES.notSupported(name), not_supported: true }),
  /** Case 5: verifying from orders or bookings without a valid email (or a mobile instead). */
  needsNameAndEmail: { message: MESSAGES.needsNameAndEmail, needs: ['full_name', 'email'] },
});
