import { describe, expect, it } from 'vitest';
import { contactHref } from './contact-link.ts';

describe('contactHref', () => {
  it('links each platform to its own address', () => {
    expect(contactHref('email', 'amina@example.org')).toBe('mailto:amina@example.org');
    expect(contactHref('whatsapp', '+254 712-345-678')).toBe('https://wa.me/254712345678');
    expect(contactHref('telegram', '@hearth_helper')).toBe('https://t.me/hearth_helper');
    expect(contactHref('facebook', 'marisol.delacruz.help')).toBe(
      'https://www.facebook.com/marisol.delacruz.help',
    );
  });

  it('gives no link for Discord, whose profiles are not addressed by username', () => {
    expect(contactHref('discord', 'hearth_helper')).toBeNull();
  });

  it('never turns a contact into another kind of link or extra mail headers', () => {
    expect(contactHref('email', 'javascript:alert(1)')).toBeNull();
    expect(contactHref('telegram', '../../evil.example')).toBeNull();
    expect(contactHref('facebook', 'https://evil.example')).toBeNull();
    expect(contactHref('whatsapp', 'call me')).toBeNull();
    expect(contactHref('sms', '12345678')).toBeNull();
    expect(contactHref('email', 'a?cc=spy@example.org')).toBe('mailto:a%3Fcc%3Dspy@example.org');
  });
});
