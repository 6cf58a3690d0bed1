import { describe, expect, test } from 'bun:test';
import { whatsappGreeting, whatsappLink } from './whatsapp-link';

describe('WhatsApp click-to-chat', () => {
  test('an E.164 Nigerian number becomes wa.me digits with the text encoded', () => {
    expect(whatsappLink('+2348031234567', 'Hello & welcome')).toBe(
      'https://wa.me/2348031234567?text=Hello%20%26%20welcome',
    );
  });
  test('a local 0-prefixed number is read as Nigerian; spaces and dashes are ignored', () => {
    expect(whatsappLink('0803 123-4567', 'Hi')).toBe('https://wa.me/2348031234567?text=Hi');
  });
  test('no phone, or one too short or long to dial, gives no link', () => {
    expect(whatsappLink(null, 'Hi')).toBeNull();
    expect(whatsappLink('', 'Hi')).toBeNull();
    expect(whatsappLink('12345', 'Hi')).toBeNull();
    expect(whatsappLink('+1234567890123456', 'Hi')).toBeNull();
  });
  test('the greeting names the listing and its link, or the profile', () => {
    expect(
      whatsappGreeting('Tunde Bakare', { title: '3 Bedroom Flat in Yaba', url: 'https://x.ng/p/1' }, 'https://x.ng'),
    ).toBe('Hello Tunde, I saw "3 Bedroom Flat in Yaba" on Naija Homes and I\'m interested: https://x.ng/p/1');
    expect(whatsappGreeting('Tunde Bakare', null, 'https://x.ng/agents/tunde')).toBe(
      'Hello Tunde, I found your profile on Naija Homes: https://x.ng/agents/tunde',
    );
  });
});
