import { describe, expect, it } from 'vitest';
import { CONNECTION_MESSAGES, MESSAGES } from '../../src/messages.js';
import {
  chooseDestination,
  codeSentMessage,
  customerLookup,
  isConservativeEmail,
  isMobileNumber,
  MATCHING_REPLIES,
  matchCustomer,
  namesMatch,
  ownRecordsLookup,
  ownRecordsMatch,
  sameMobile,
  type CandidateRecord,
  type IdentityDetails,
} from '../../src/verification/verifiers/connector/matching.js';
import { maskEmail } from '../../src/customers/contact-details.js';

const identity = (over: Partial<IdentityDetails>): IdentityDetails => ({ full_name: '', postcode: '', email: '', mobile_number: '', ...over });
const jane: CandidateRecord = { id: 'c1', name: 'Jane Smith', email: 'Jane.Smith@Example.com', phone: '+44 7700 900123', postcode: 'SW1A 1AA' };

describe('connector matching rule 1: email first, then mobile; a postcode alone cannot find a customer', () => {
  it('searches by email when an email is given, even with a mobile', () => {
    expect(customerLookup(identity({ full_name: 'Jane Smith', email: ' jane@example.com ', mobile_number: '07700900123' }))).toEqual({
      by: 'email',
      email: 'jane@example.com',
    });
  });
  it('searches by mobile when no usable email is given', () => {
    expect(customerLookup(identity({ full_name: 'Jane Smith', email: 'not-an-email', mobile_number: '07700 900123' }))).toEqual({
      by: 'phone',
      phone: '07700 900123',
    });
  });
  it('cannot search with a postcode alone and asks for an email or mobile in exact words', () => {
    expect(customerLookup(identity({ full_name: 'Jane Smith', postcode: 'SW1A 1AA' }))).toEqual({ by: 'none' });
    expect(MATCHING_REPLIES.needsEmailOrMobile).toEqual({ message: CONNECTION_MESSAGES.needsEmailOrMobile, needs: ['email', 'mobile_number'] });
    expect(CONNECTION_MESSAGES.needsEmailOrMobile).toBe('Please give the email address or mobile number on the account — a postcode alone cannot find it.');
  });
  it('does not treat a short number as a mobile to search by', () => {
    expect(customerLookup(identity({ full_name: 'Jane Smith', mobile_number: '900123' }))).toEqual({ by: 'none' });
  });
});

describe('connector matching rule 2: surname exact, first name or its initial, single letters ignored', () => {
  it('accepts the same name in any case and spacing', () => {
    expect(namesMatch('  jane   SMITH ', 'Jane Smith')).toBe(true);
  });
  it('accepts a first name that starts with the same letter (Jan for Jane)', () => {
    expect(namesMatch('Jan Smith', 'Jane Smith')).toBe(true);
  });
  it('refuses a different first letter', () => {
    expect(namesMatch('Mary Smith', 'Jane Smith')).toBe(false);
  });
  it('refuses a different surname, however close', () => {
    expect(namesMatch('Jane Smyth', 'Jane Smith')).toBe(false);
    expect(namesMatch('Jane Smiths', 'Jane Smith')).toBe(false);
  });
  it('compares the last word as the surname (middle names do not matter)', () => {
    expect(namesMatch('Jane Smith', 'Jane Alice Smith')).toBe(true);
    expect(namesMatch('Jane Alice', 'Jane Alice Smith')).toBe(false);
  });
  it('ignores single-letter words, so a bare initial is not enough', () => {
    expect(namesMatch('J Smith', 'Jane Smith')).toBe(false);
    expect(namesMatch('J. Smith', 'Jane Smith')).toBe(false);
    expect(namesMatch('Smith', 'Jane Smith')).toBe(false);
    expect(namesMatch('Jane Q. Smith', 'Jane Smith')).toBe(true);
  });
  it('needs a first name and surname on the record too', () => {
    expect(namesMatch('Jane Smith', 'Smith')).toBe(false);
    expect(namesMatch('Jane Smith', '')).toBe(false);
  });
});

describe('connector matching rules 3 and 4: one more detail on the same record; mobiles on the last 10 digits', () => {
  it('matches on name plus the email the customer gave (case-insensitive)', () => {
    expect(matchCustomer(identity({ full_name: 'Jane Smith', email: 'jane.smith@example.com' }), [jane])).toBe(jane);
  });
  it('matches 07... against +44 7... on the last 10 digits', () => {
    expect(sameMobile('07700 900123', '+44 7700 900123')).toBe(true);
    expect(matchCustomer(identity({ full_name: 'Jane Smith', mobile_number: '07700900123' }), [jane])).toBe(jane);
  });
  it('matches on the postcode without spaces or case', () => {
    expect(matchCustomer(identity({ full_name: 'Jane Smith', mobile_number: '07000 000000', postcode: 'sw1a1aa' }), [jane])).toBe(jane);
  });
  it('refuses a record that agrees only on the name', () => {
    expect(matchCustomer(identity({ full_name: 'Jane Smith', email: 'other@example.com', postcode: 'E1 6AN' }), [jane])).toBeNull();
  });
  it('refuses a record whose name fails rule 2 even when the email agrees', () => {
    expect(matchCustomer(identity({ full_name: 'J Smith', email: 'jane.smith@example.com' }), [jane])).toBeNull();
  });
  it('needs the name and the detail on the same record', () => {
    const other: CandidateRecord = { id: 'c2', name: 'Bob Jones', email: 'bob@example.com', phone: '', postcode: 'SW1A 1AA' };
    const janeNoPostcode = { ...jane, postcode: '', email: 'x@example.com' };
    expect(matchCustomer(identity({ full_name: 'Jane Smith', postcode: 'SW1A 1AA', email: 'bob@example.com' }), [other, janeNoPostcode])).toBeNull();
  });
  it('picks the record that matches among several search results', () => {
    const first: CandidateRecord = { ...jane, id: 'c0', name: 'Janet Brown' };
    expect(matchCustomer(identity({ full_name: 'Jane Smith', email: 'jane.smith@example.com' }), [first, jane])?.id).toBe('c1');
  });
});

describe("connector matching rule 5: verifying from the customer's own orders or bookings", () => {
  const records = [
    { ownerEmail: 'jane.smith@example.com', ownerName: 'Jane Smith' },
    { ownerEmail: undefined, ownerName: 'Jane Smith' },
  ];
  it('needs the full name and a valid email; a mobile is not accepted', () => {
    expect(ownRecordsLookup(identity({ full_name: 'Jane Smith', mobile_number: '07700900123' }))).toEqual({ ok: false });
    expect(ownRecordsLookup(identity({ full_name: '', email: 'jane.smith@example.com' }))).toEqual({ ok: false });
    expect(ownRecordsLookup(identity({ full_name: 'Jane Smith', email: 'Jane.Smith@example.com ' }))).toEqual({ ok: true, email: 'Jane.Smith@example.com' });
    expect(MATCHING_REPLIES.needsNameAndEmail).toEqual({ message: MESSAGES.needsNameAndEmail, needs: ['full_name', 'email'] });
  });
  it('accepts a record naming exactly that email with a name passing rule 2', () => {
    expect(ownRecordsMatch(identity({ full_name: 'Jan Smith', email: 'JANE.SMITH@example.com' }), records)).toBe(true);
  });
  it('gives the same answer for a wrong name and for a wrong email', () => {
    expect(ownRecordsMatch(identity({ full_name: 'Mary Smith', email: 'jane.smith@example.com' }), records)).toBe(false);
    expect(ownRecordsMatch(identity({ full_name: 'Jane Smith', email: 'jane@example.com' }), records)).toBe(false);
  });
  it('ignores records that do not say whose they are', () => {
    expect(ownRecordsMatch(identity({ full_name: 'Jane Smith', email: 'jane.smith@example.com' }), [{ ownerName: 'Jane Smith' }])).toBe(false);
    expect(ownRecordsMatch(identity({ full_name: 'Jane Smith', email: 'jane.smith@example.com' }), [{ ownerEmail: 'jane.smith@example.com' }])).toBe(false);
  });
});

describe('connector matching rule 6: connectors with neither ability', () => {
  it('answers not_supported with the sentence that begins "<Name> can\'t be used to check who you are"', () => {
    const reply = MATCHING_REPLIES.notSupported('Royal Mail');
    expect(reply).toEqual({ message: MESSAGES.notSupported('Royal Mail'), not_supported: true });
    expect(reply.message.startsWith("Royal Mail can't be used to check who you are")).toBe(true);
  });
});

describe('code delivery (connectors): destination and masked message', () => {
  it("texts the vendor's mobile when the business has SMS", () => {
    const dest = chooseDestination({ smsEnabled: true, record: jane, mode: 'search' });
    expect(dest).toEqual({ channel: 'sms', to: '+44 7700 900123' });
    expect(codeSentMessage(dest as { channel: 'sms'; to: string })).toBe('Code sent by a text to the mobile ending 123');
    expect(codeSentMessage({ channel: 'sms', to: '07700 900456' })).toBe(MESSAGES.codeSentBySms('456'));
  });
  it("emails the vendor's address when the business has no SMS", () => {
    const dest = chooseDestination({ smsEnabled: false, record: jane, mode: 'search' });
    expect(dest).toEqual({ channel: 'email', to: 'Jane.Smith@Example.com' });
    expect(codeSentMessage({ channel: 'email', to: 'john@example.com' })).toBe('Code sent by an email to j***@example.com');
  });
  it('emails when the vendor holds no mobile (a landline cannot take a text)', () => {
    expect(chooseDestination({ smsEnabled: true, record: { email: 'jane@example.com', phone: '' }, mode: 'search' })).toEqual({
      channel: 'email',
      to: 'jane@example.com',
    });
    expect(chooseDestination({ smsEnabled: true, record: { email: 'jane@example.com', phone: '020 7946 0000' }, mode: 'search' })).toEqual({
      channel: 'email',
      to: 'jane@example.com',
    });
    expect(isMobileNumber('+44 20 7946 0000')).toBe(false);
    expect(isMobileNumber('+1 613 612 0707')).toBe(true);
  });
  it("sends nothing when neither is on file, with the spec's message", () => {
    expect(chooseDestination({ smsEnabled: true, record: { email: '', phone: '' }, mode: 'search' })).toEqual({ channel: 'none' });
    expect(MATCHING_REPLIES.noContact).toEqual({
      message: 'We found the account but have no mobile or email on it to send a code to — please contact us directly.',
    });
  });
  it('always emails the address the customer gave when verifying from orders or bookings, never texts', () => {
    expect(
      chooseDestination({
        smsEnabled: true,
        record: { email: 'other@example.com', phone: '07700900123' },
        mode: 'own_records',
        givenEmail: 'jane@example.com',
      }),
    ).toEqual({ channel: 'email', to: 'jane@example.com' });
  });
  it('masks an email as first letter, asterisks and domain', () => {
    expect(maskEmail('jane.smith@example.co.uk')).toBe('j***@example.co.uk');
    expect(maskEmail('x@example.com')).toBe('x***@example.com');
  });
});

describe('connector matching: only conservative emails and mobiles reach a vendor', () => {
  it('accepts ordinary addresses, including plus tags, hyphens, sub-domains and accented letters', () => {
    for (const e of ['jane.smith@example.com', 'jane+shop@mail.example.co.uk', 'o-brien_j@example-shop.ie', 'zoë@exämple.de', ' Jane@Example.com ']) {
      expect(isConservativeEmail(e), e).toBe(true);
    }
  });

  it("refuses quotes, backslashes, spaces, control characters and wildcards, which vendors' query languages would read", () => {
    for (const e of [
      "o'brien@example.com",
      'a"b@example.com',
      'a\\b@example.com',
      'a b@example.com',
      'a\nb@example.com',
      'a\u0000b@example.com',
      '*@example.com',
      'a%@example.com',
      'a?@example.com',
      'a@example',
      'a@-x.example.com',
      'a@@example.com',
    ]) {
      expect(isConservativeEmail(e), JSON.stringify(e)).toBe(false);
    }
  });

  it('a search connector answers an unsafe email with the mismatch (refused), even when a mobile is also given', () => {
    expect(customerLookup(identity({ full_name: 'Jane Smith', email: "jane@example.com' OR 1=1", mobile_number: '07700900123' }))).toEqual({ by: 'refused' });
    expect(customerLookup(identity({ full_name: 'Jane Smith', email: 'jane smith@example.com' }))).toEqual({ by: 'refused' });
    expect(customerLookup(identity({ full_name: 'Jane Smith', email: 'not given', mobile_number: '07700 900123' }))).toEqual({
      by: 'phone',
      phone: '07700 900123',
    });
  });

  it('refuses a mobile carrying more than digits, spaces and + ( ) . -', () => {
    expect(customerLookup(identity({ full_name: 'Jane Smith', mobile_number: '+44 (0)7700-900.123' }))).toEqual({ by: 'phone', phone: '+44 (0)7700-900.123' });
    expect(customerLookup(identity({ full_name: 'Jane Smith', mobile_number: "07700900123' OR phone:*" }))).toEqual({ by: 'refused' });
  });

  it('verifying from own records: an unsafe email is refused (the mismatch reply), a missing one asks for it', () => {
    expect(ownRecordsLookup(identity({ full_name: 'Jane Smith', email: 'jane"@example.com' }))).toEqual({ ok: false, refused: true });
    expect(ownRecordsLookup(identity({ full_name: '', email: 'jane\\@example.com' }))).toEqual({ ok: false, refused: true });
    expect(ownRecordsLookup(identity({ full_name: 'Jane Smith' }))).toEqual({ ok: false });
  });
});
