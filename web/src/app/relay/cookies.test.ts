import { describe, expect, it } from 'vitest';
import { parseCookies, serializeCookie } from './cookies';

describe('session cookies', () => {
  it('reads the token and user id among other cookies', () => {
    expect(parseCookies('a=1; hearth_token=abc.def.ghi; hearth_user_id=42')).toEqual({
      a: '1',
      hearth_token: 'abc.def.ghi',
      hearth_user_id: '42',
    });
  });

  it('ignores malformed parts and an empty header', () => {
    expect(parseCookies('')).toEqual({});
    expect(parseCookies('novalue; =x; ok=1')).toEqual({ ok: '1' });
  });

  it('writes SameSite=Lax for the whole site, Secure only over https', () => {
    expect(serializeCookie('hearth_token', 't', { secure: false })).toBe('hearth_token=t; Path=/; SameSite=Lax');
    expect(serializeCookie('hearth_token', 't', { secure: true, maxAge: 60 })).toBe(
      'hearth_token=t; Max-Age=60; Path=/; Secure; SameSite=Lax',
    );
  });

  it('deletes a cookie with Max-Age=0', () => {
    expect(serializeCookie('hearth_user_id', '', { secure: false, maxAge: 0 })).toContain('Max-Age=0');
  });
});

describe('cookie parsing, as browsers send them', () => {
  it('keeps the first of two same-named cookies, decodes values, drops quotes', () => {
    expect(parseCookies('t=first; t=second')).toEqual({ t: 'first' });
    expect(parseCookies('n=a%20b; q="quoted"; bad=%E0%A4%A')).toEqual({ n: 'a b', q: 'quoted', bad: '%E0%A4%A' });
  });

  it('encodes what it writes, so a value with ; or spaces round-trips', () => {
    const cookie = serializeCookie('x', 'a b;c', { secure: false }).split('; ')[0];
    expect(parseCookies(cookie)).toEqual({ x: 'a b;c' });
  });
});
