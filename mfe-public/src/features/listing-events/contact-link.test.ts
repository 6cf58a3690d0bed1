import { describe, expect, test } from 'bun:test';
import { isContactLink } from './contact-link';

describe('contact links', () => {
  test.each([
    'tel:+2348031234501',
    'sms:+2348031234501',
    'mailto:agent@demo.ng',
    'https://wa.me/2348031234501?text=Hello',
    'https://api.whatsapp.com/send?phone=2348031234501',
    'whatsapp://send?phone=2348031234501',
  ])('%p reaches the agent', (href) => {
    expect(isContactLink(href)).toBe(true);
  });

  test.each([
    null,
    '',
    '/agents/chinedu-okafor',
    'https://naijahomes.ng/properties/a-flat',
    'https://wa.me.example.com/2348031234501',
    'https://example.com/?next=wa.me',
    '#contact',
  ])('%p does not', (href) => {
    expect(isContactLink(href)).toBe(false);
  });
});
