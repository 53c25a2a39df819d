import { describe, expect, it } from 'vitest';
import { isReservedExampleAddress } from '../../src/customers/contact-details.js';

describe('isReservedExampleAddress', () => {
  it('knows the domains reserved for examples (RFC 2606), whatever the case', () => {
    for (const email of ['amelia.hart@example.com', 'a@Example.ORG', 'a@mail.example.net', 'a@shop.example', 'a@x.test', 'a@x.invalid', 'a@x.localhost']) {
      expect(isReservedExampleAddress(email), email).toBe(true);
    }
  });

  it('refuses every domain someone can receive mail at, look-alikes included', () => {
    for (const email of ['fatima.khan@example.co.uk', 'a@example.com.evil.io', 'a@notexample.com', 'a@gmail.com', 'a@test.com', 'a@example']) {
      expect(isReservedExampleAddress(email), email).toBe(false);
    }
  });
});
