import { describe, expect, it } from 'vitest';
import { mailText, type MailBody } from './mailer.js';
import { loadApiConfig } from '../config.js';
import { emailVerificationMail, magicLinkMail, passwordResetMail } from '../routes/auth/auth-mail.js';

const ORIGIN = 'https://rooms.hearth.example/';

describe('links in mail are addresses a mail client can open', () => {
  it('builds an address for each path the mail names, and leaves its prose as written', () => {
    const body: MailBody = (link) => `Rent/utilities for a 1/2 bath, $950 /month, either /or.\nSee: ${link('/digest/12')}\n/not-a-link stays text`;
    expect(mailText(body, ORIGIN)).toBe(
      'Rent/utilities for a 1/2 bath, $950 /month, either /or.\nSee: https://rooms.hearth.example/digest/12\n/not-a-link stays text',
    );
  });

  it('a mail without links is sent exactly as written, slashes and all', () => {
    const prose = 'Plumbing /Heating Co removed you.\n/ month, /etc';
    expect(mailText(prose, ORIGIN)).toBe(prose);
  });

  it('the sign-in mails carry whole addresses', () => {
    expect(mailText(emailVerificationMail('a@b.c', 4, 'a/b').body, ORIGIN))
      .toContain('\nhttps://rooms.hearth.example/verify-email?user_id=4&email_verification_token=a%2Fb\n');
    expect(mailText(passwordResetMail('a@b.c', 'tok').body, ORIGIN)).toContain('\nhttps://rooms.hearth.example/reset-password?token=tok\n');
    expect(mailText(magicLinkMail('a@b.c', 'id', { userRole: 'tenant' }).body, ORIGIN))
      .toContain('\nhttps://rooms.hearth.example/magic-link?magic_link_id=id&user_role=tenant\n');
  });

  it('refuses a link that is not a path of the web app', () => {
    expect(() => mailText((link) => link('evil.example/x'), ORIGIN)).toThrow(/path of the web app/);
  });

  it('the origin is the one PUBLIC_ORIGIN setting, else the local gateway', () => {
    expect(loadApiConfig({ PUBLIC_ORIGIN: 'https://rooms.hearth.example' }).webOrigin).toBe('https://rooms.hearth.example');
    expect(loadApiConfig({ PUBLIC_ORIGIN: '', PORT: '4100' }).webOrigin).toBe('http://localhost:4100');
    expect(loadApiConfig({}).webOrigin).toBe('http://localhost:4000');
  });
});
