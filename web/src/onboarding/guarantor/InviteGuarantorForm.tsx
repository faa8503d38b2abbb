import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { InviteGuarantorForm_viewer$key } from '../../__generated__/InviteGuarantorForm_viewer.graphql';
import { TextField } from '../../shared/components/TextField';
import { showUserErrors } from '../../shared/userErrors';
import { formatDate } from '../../shared/format';
import styles from './Guarantor.module.css';
import { inviteSchema, type InviteValues } from './inviteSchema';
import { useInviteGuarantorMutation } from './useInviteGuarantorMutation';

const FIELDS = ['lifecycleId', 'guarantorName', 'guarantorEmail'] as const;

/** Invite a guarantor (name and email) for one of the tenant's active applications. */
export function InviteGuarantorForm({ viewer }: { viewer: InviteGuarantorForm_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment InviteGuarantorForm_viewer on Viewer {
        applications(first: 50, excludeDeactivated: true) {
          edges {
            node {
              id
              isActive
              moveInDate
              building {
                title
                address {
                  city
                }
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const active = data.applications.edges.map((e) => e.node).filter((a) => a.isActive);
  const { register, handleSubmit, setError, reset, formState } = useForm<InviteValues>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { lifecycleId: active.length === 1 ? active[0].id : '', guarantorName: '', guarantorEmail: '' },
  });
  const [invite, isInviting] = useInviteGuarantorMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors } = formState;

  if (active.length === 0) {
    return (
      <p className="muted">
        You can invite a guarantor once you have applied for a room. <Link to="/listings">Browse homes</Link>
      </p>
    );
  }

  const onSubmit = (values: InviteValues) => {
    setSentTo(null);
    invite(values, {
      onInvited: (name) => {
        setSentTo(name);
        reset({ ...values, guarantorName: '', guarantorEmail: '' });
      },
      onUserErrors: (userErrors) => showUserErrors(userErrors, setError, FIELDS),
      onFailure: () => setError('root.server', { message: 'We could not send the invite. Check your connection and try again.' }),
    });
  };

  const selectError = errors.lifecycleId?.message;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className={`card ${styles.form}`} aria-label="Invite a guarantor">
      <div className="field">
        <label htmlFor="guarantor-application" className="field-label">Application</label>
        <select id="guarantor-application" className="input" aria-invalid={selectError ? true : undefined}
          aria-describedby={selectError ? 'guarantor-application-error' : undefined} {...register('lifecycleId')}>
          {active.length > 1 && <option value="">Choose an application</option>}
          {active.map((a) => (
            <option key={a.id} value={a.id}>
              {a.building.title}, {a.building.address.city} — moving in {formatDate(a.moveInDate)}
            </option>
          ))}
        </select>
        {selectError && <p id="guarantor-application-error" className="field-error">{selectError}</p>}
      </div>
      <TextField label="Guarantor's name" autoComplete="off" error={errors.guarantorName?.message} {...register('guarantorName')} />
      <TextField label="Guarantor's email" type="email" autoComplete="off" hint="We email them a link to accept and complete a short screening."
        error={errors.guarantorEmail?.message} {...register('guarantorEmail')} />
      <div role="status" aria-live="polite">
        {sentTo && <p className="alert alert-success">Invite sent to {sentTo}. We'll show their progress here.</p>}
      </div>
      {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
      <button type="submit" className="btn btn-primary" disabled={isInviting}>
        {isInviting ? 'Sending invite…' : 'Invite guarantor'}
      </button>
    </form>
  );
}
