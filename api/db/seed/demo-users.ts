import type { UserRole } from '../../../common/enums.js';

/** One password for every demo login; printed at start-up. Demo data only. */
export const DEMO_PASSWORD = 'hearth-demo-2026';

export interface DemoUser {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: UserRole[];
  isStaff?: boolean;
  /** Shown in the start-up banner. */
  describe: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { key: 'tenant', email: 'tenant@hearth.test', firstName: 'Tara', lastName: 'Nguyen', roles: ['tenant'], describe: 'tenant' },
  { key: 'manager', email: 'manager@hearth.test', firstName: 'Marcus', lastName: 'Reed', roles: ['manager', 'tenant'], describe: 'manager who owns most demo homes' },
  { key: 'vendor', email: 'vendor@hearth.test', firstName: 'Vera', lastName: 'Lopez', roles: ['vendor'], describe: 'vendor' },
  { key: 'staff', email: 'staff@hearth.test', firstName: 'Sam', lastName: 'Okafor', roles: ['tenant'], isStaff: true, describe: 'Hearth staff member' },
  { key: 'guarantor', email: 'guarantor@hearth.test', firstName: 'Grace', lastName: 'Miller', roles: ['tenant'], describe: 'guarantor' },
  { key: 'multi', email: 'multi@hearth.test', firstName: 'Alex', lastName: 'Morgan', roles: ['tenant', 'manager', 'vendor'], describe: 'holds tenant, manager and vendor roles; owns the demo vendor company' },
  { key: 'tenant2', email: 'tenant2@hearth.test', firstName: 'Theo', lastName: 'Park', roles: ['tenant'], describe: 'second tenant' },
  { key: 'manager2', email: 'manager2@hearth.test', firstName: 'Maya', lastName: 'Chen', roles: ['manager'], describe: 'second manager (owns a few homes)' },
];

export function demoUser(key: string): DemoUser {
  const user = DEMO_USERS.find((u) => u.key === key);
  if (!user) throw new Error(`No demo user ${key}`);
  return user;
}
