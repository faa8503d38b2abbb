import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './Login.module.css';
import type { RoleValue } from './authSchemas';

const ROLES: Array<[RoleValue, string, string]> = [
  ['TENANT', 'Renter', 'Looking for a room'],
  ['MANAGER', 'Homeowner', 'I list and manage homes'],
  ['VENDOR', 'Vendor', 'I provide services'],
];

/** The role to sign in as (spec §3: the login payload carries user_role). */
export function RoleField({ legend, registration, error }: { legend: string; registration: UseFormRegisterReturn; error?: string }) {
  return (
    <fieldset className={styles.roles} aria-describedby={error ? 'role-error' : undefined}>
      <legend className="field-label">{legend}</legend>
      <div className={styles.roleOptions}>
        {ROLES.map(([value, label, detail]) => (
          <label key={value} className={styles.role}>
            <input type="radio" value={value} {...registration} />
            <span className={styles.roleText}>
              <strong>{label}</strong>
              <span>{detail}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="role-error" className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
