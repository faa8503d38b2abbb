import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { API_TOKEN_EXPIRY_DAYS, MAX_API_TOKEN_DAYS } from '../../../common/api-token-scopes';
import { TextField } from '../shared/components/TextField';
import { todayIso } from '../shared/format';
import { showUserErrors } from '../shared/userErrors';
import styles from './Developers.module.css';
import { SCOPE_ROWS, scopeOf, type GraphQLScope } from './scopes';
import { useCreateApiTokenMutation, type CreateApiTokenInput } from './useCreateApiTokenMutation';

const ROLE_WORDS: Record<string, string> = { TENANT: 'Renter', MANAGER: 'Homeowner', VENDOR: 'Vendor' };

const schema = z.object({
  name: z.string().trim().min(1, { error: 'Give the token a name.' }).max(80, { error: 'Keep the name to 80 characters.' }),
  scopes: z.array(z.string()).min(1, { error: 'Choose at least one scope.' }),
  role: z.string(),
  expiry: z.string(),
  expiresOn: z.string(),
}).superRefine((v, ctx) => {
  if (v.expiry === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(v.expiresOn)) {
    ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: 'Choose the last day the token works.' });
  }
});
type Values = z.infer<typeof schema>;

/** Name, role (when the user holds several), scopes by area, lifetime. The secret goes to `onCreated`. */
export function CreateApiTokenForm({ roles, currentRole, onCreated }: {
  roles: readonly string[]; currentRole: string | null; onCreated(secret: string, name: string): void;
}) {
  const { register, handleSubmit, setError, watch, reset, formState: { errors } } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', scopes: [], role: currentRole ?? roles[0] ?? 'TENANT', expiry: '30', expiresOn: '' },
  });
  const [create, creating] = useCreateApiTokenMutation();
  const expiry = watch('expiry');

  const onSubmit = (values: Values) => {
    const input: CreateApiTokenInput = {
      name: values.name,
      scopes: values.scopes as GraphQLScope[],
      role: values.role as CreateApiTokenInput['role'],
      ...(values.expiry === 'date' ? { expiresOn: values.expiresOn } : { expiresInDays: Number(values.expiry) }),
    };
    create(input, {
      onCreated: (secret, name) => {
        reset();
        onCreated(secret, name);
      },
      onUserErrors: (userErrors) => showUserErrors(userErrors, setError, ['name', 'scopes', 'role', 'expiresOn'], { expiresInDays: 'expiry' }),
      onFailure: () => setError('root.server', { message: 'We could not create the token. Check your connection and try again.' }),
    });
  };

  return (
    <form className={`card ${styles.section}`} noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="create-token-heading">
      <h2 id="create-token-heading">Create a token</h2>
      <TextField label="Name" hint="What uses it, e.g. “Accounting sync”." autoComplete="off" maxLength={80} error={errors.name?.message} {...register('name')} />
      {roles.length > 1 && (
        <div className="field">
          <label className="field-label" htmlFor="token-role">Acts as</label>
          <select id="token-role" className="input" {...register('role')}>
            {roles.map((r) => <option key={r} value={r}>{ROLE_WORDS[r] ?? r}</option>)}
          </select>
          {errors.role && <p className="field-error">{errors.role.message}</p>}
        </div>
      )}
      <fieldset className={styles.scopes} aria-describedby={errors.scopes ? 'token-scopes-error' : undefined}>
        <legend>Scopes</legend>
        {SCOPE_ROWS.map((row) => (
          <div key={row.area} className={styles.scopeRow}>
            <span className={styles.scopeName}>{row.name}<span className={styles.scopeHelp}>{row.help}</span></span>
            <label><input type="checkbox" value={scopeOf(row.area, 'read')} aria-label={`${row.name}: read`} {...register('scopes')} /> Read</label>
            <label><input type="checkbox" value={scopeOf(row.area, 'write')} aria-label={`${row.name}: write`} {...register('scopes')} /> Write</label>
          </div>
        ))}
        {errors.scopes && <p id="token-scopes-error" className="field-error">{errors.scopes.message ?? errors.scopes.root?.message}</p>}
      </fieldset>
      <div className="field">
        <label className="field-label" htmlFor="token-expiry">Expires</label>
        <select id="token-expiry" className="input" {...register('expiry')}>
          {API_TOKEN_EXPIRY_DAYS.map((d) => <option key={d} value={String(d)}>{d === 365 ? 'In a year' : `In ${d} days`}</option>)}
          <option value="date">On a date…</option>
        </select>
        {errors.expiry && <p className="field-error">{errors.expiry.message}</p>}
      </div>
      {expiry === 'date' && (
        <TextField label="Last day" type="date" min={todayIso()} hint={`At most ${MAX_API_TOKEN_DAYS} days ahead.`}
          error={errors.expiresOn?.message} {...register('expiresOn')} />
      )}
      {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
      <div>
        <button type="submit" className="btn btn-primary" disabled={creating}>{creating ? 'Creating…' : 'Create token'}</button>
      </div>
    </form>
  );
}
