import { describe, expect, it } from 'vitest';
import { logInSchema, registerSchema } from './authSchemas';

function fieldErrors(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
}

describe('registration form checks', () => {
  it('a malformed email and a short password are reported on their fields', () => {
    const result = registerSchema.safeParse({ email: 'not-an-email', password: 'short', userRole: 'TENANT' });
    expect(fieldErrors(result)).toEqual({
      email: 'Enter a valid email address, like name@example.com.',
      password: 'Use at least 8 characters.',
    });
  });

  it('accepts a valid newcomer and trims the email', () => {
    const result = registerSchema.safeParse({ email: '  new@hearth.test ', password: 'long enough', userRole: 'MANAGER' });
    expect(result.success && result.data.email).toBe('new@hearth.test');
  });
});

describe('login form checks', () => {
  it('asks for the email and password when they are empty', () => {
    expect(fieldErrors(logInSchema.safeParse({ email: '', password: '', userRole: 'TENANT' }))).toEqual({
      email: 'Enter your email address.',
      password: 'Enter your password.',
    });
  });

  it('any non-empty password may be tried (the server decides)', () => {
    expect(logInSchema.safeParse({ email: 'tenant@hearth.test', password: 'x', userRole: 'TENANT' }).success).toBe(true);
  });
});
