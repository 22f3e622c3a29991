import { describe, expect, it } from 'vitest';
import { ContactFormSchema } from './contact-form.schema.js';

const form = { name: 'Ann', email: 'ann@example.org', message: 'Hello', location: '/FAQ' };

describe('ContactFormSchema', () => {
  it('accepts a filled-in form and trims what was typed', () => {
    expect(ContactFormSchema.parse({ ...form, name: ' Ann ' })).toEqual(form);
  });

  it.each([
    ['a blank message', { ...form, message: '  ' }, ['message']],
    ['a bad e-mail', { ...form, email: 'ann@' }, ['email']],
    ['no location', { name: 'Ann', email: 'ann@example.org', message: 'Hi' }, ['location']],
  ])('rejects %s', (_, value, path) => {
    expect(ContactFormSchema.safeParse(value).error?.issues[0]?.path).toEqual(path);
  });
});
