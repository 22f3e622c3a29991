import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EmailAddressSchema } from './email-address.schema.js';
import { normalizeEmail } from './normalize-email.js';

describe('e-mail addresses', () => {
  it('drops the spaces around an address and lower-cases it', () => {
    expect(normalizeEmail('  Ann.Lee@Example.ORG \n')).toBe('ann.lee@example.org');
    expect(EmailAddressSchema.parse(' Ann.Lee@Example.ORG ')).toBe('ann.lee@example.org');
  });

  it('still refuses what is not an address, and an address past 320 characters', () => {
    expect(EmailAddressSchema.safeParse('ann lee@example.org').success).toBe(false);
    expect(EmailAddressSchema.safeParse('   ').success).toBe(false);
    expect(EmailAddressSchema.safeParse(`${'a'.repeat(310)}@example.org`).success).toBe(false);
    expect(EmailAddressSchema.safeParse(42).success).toBe(false);
  });

  it('normalises once and for all: normalising again changes nothing, and case and spaces around do not matter', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.constantFrom('', ' ', '\t', ' \n'), (address, space) => {
        const once = normalizeEmail(address);
        expect(normalizeEmail(once)).toBe(once);
        expect(normalizeEmail(`${space}${address.toUpperCase()}${space}`)).toBe(once);
      }),
    );
  });

  it('accepts every address with spaces around and capitals as its normalised form', () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((address) => EmailAddressSchema.safeParse(address).success),
        (address) => {
          expect(EmailAddressSchema.parse(` ${address.toUpperCase()} `)).toBe(normalizeEmail(address));
        },
      ),
    );
  });
});
