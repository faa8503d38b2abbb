import { describe, expect, it } from 'vitest';
import { absoluteLinks } from './mailer.js';
import { loadApiConfig } from '../config.js';

describe('links in mail are addresses a mail client can open', () => {
  it('puts the site origin in front of every web path, and nothing else', () => {
    const body = 'Confirm by opening:\n/verify-email?user_id=4&email_verification_token=a%2Fb\n\nOr see: /digest/12, costs $5/mo and/or more.';
    expect(absoluteLinks(body, 'https://rooms.hearth.example/')).toBe(
      'Confirm by opening:\nhttps://rooms.hearth.example/verify-email?user_id=4&email_verification_token=a%2Fb\n\nOr see: https://rooms.hearth.example/digest/12, costs $5/mo and/or more.',
    );
  });

  it('the origin is the one PUBLIC_ORIGIN setting, else the local gateway', () => {
    expect(loadApiConfig({ PUBLIC_ORIGIN: 'https://rooms.hearth.example' }).webOrigin).toBe('https://rooms.hearth.example');
    expect(loadApiConfig({ PUBLIC_ORIGIN: '', PORT: '4100' }).webOrigin).toBe('http://localhost:4100');
    expect(loadApiConfig({}).webOrigin).toBe('http://localhost:4000');
  });
});
