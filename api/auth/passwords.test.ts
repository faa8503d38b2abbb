import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword, verifyPasswordOrDecoy } from './passwords.js';

describe('passwords', () => {
  it('verifies the password that was hashed and no other', async () => {
    const stored = await hashPassword('open sesame');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('open sesame', stored)).toBe(true);
    expect(await verifyPassword('open sesame!', stored)).toBe(false);
  });

  it('salts each hash, so equal passwords do not look equal', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses an account without a password, or a hash it does not understand', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
    expect(await verifyPasswordOrDecoy('x', null)).toBe(false);
    expect(await verifyPasswordOrDecoy('x', undefined)).toBe(false);
  });

  it('checks a real hash when there is one', async () => {
    expect(await verifyPasswordOrDecoy('open sesame', await hashPassword('open sesame'))).toBe(true);
  });
});
