import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import {
  auditLog, setManagerDemoCallStatus, setUserLifecycleBlock, staffUser, staffUsers, startImpersonation, stopImpersonation, Viewer,
} from './root.js';
import {
  AccountAccess, AuditLogEntry, Impersonator, StaffUser, StaffUserApplication, StaffUserHome, StaffUserInvoice, StaffUserPage,
  StaffUserResolutionCase, StaffUserServiceProvider, StaffUserTicket,
} from './users.js';

/** Staff: find and inspect users, block them, the demo call, impersonation and the audit log (docs/staff.md). */
export const staffResolvers: Resolvers = {
  StaffUser, StaffUserPage, StaffUserHome, StaffUserApplication, StaffUserInvoice, StaffUserTicket, StaffUserResolutionCase,
  StaffUserServiceProvider, AccountAccess, Impersonator, AuditLogEntry,
  Viewer,
  Query: { staffUsers, staffUser, auditLog },
  Mutation: { startImpersonation, stopImpersonation, setUserLifecycleBlock, setManagerDemoCallStatus },
};
