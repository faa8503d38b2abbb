import type { UserRole } from '../../common/enums.js';

/**
 * Whether a user may act in `role`. Any user may act as a tenant (spec §6: anyone
 * can rent a room); manager and vendor must be held.
 */
export function mayActAs(heldRoles: readonly string[], role: UserRole): boolean {
  return role === 'tenant' || heldRoles.includes(role);
}

/** Roles a new account holds: the one it signed up in, and always tenant. */
export function rolesForNewAccount(role: UserRole): UserRole[] {
  return role === 'tenant' ? ['tenant'] : [role, 'tenant'];
}
