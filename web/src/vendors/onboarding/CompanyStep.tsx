import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import type { CompanyStepUpdateMutation } from '../../__generated__/CompanyStepUpdateMutation.graphql';
import { TextField } from '../../shared/components/TextField';
import { showUserErrors } from '../../shared/userErrors';
import { OFFLINE, usePromiseMutation } from './usePromiseMutation';
import type { Company } from './VendorOnboard';
import styles from './VendorOnboard.module.css';

const schema = z.object({ name: z.string().trim().min(2, 'Give your company\'s name.').max(120, 'Keep the name under 120 characters.') });
type Values = z.infer<typeof schema>;

/** The name is kept in this tab until the next step creates the company with it (the api needs trades and area to create one). */
export const DRAFT_NAME_KEY = 'hearth.vendorOnboard.companyName';

const mutation = graphql`
  mutation CompanyStepUpdateMutation($input: UpdateResidentialServiceProviderInput!) {
    updateResidentialServiceProvider(input: $input) {
      provider { ...VendorOnboard_provider }
      userErrors { field message }
    }
  }
`;

/**
 * Step 1: the company's name. Before the company exists the name waits for the
 * trades step, which creates the company; after, it is saved at once. In
 * /vendor/settings (`settings`) it saves and stays.
 */
export function CompanyStep({ company, settings = false }: { company: Company | null; settings?: boolean }) {
  const navigate = useNavigate();
  const [update, saving] = usePromiseMutation<CompanyStepUpdateMutation>(mutation);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, setError, formState: { errors } } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: company?.name ?? sessionStorage.getItem(DRAFT_NAME_KEY) ?? '' },
  });

  const onSubmit = async ({ name }: Values) => {
    if (!company) {
      sessionStorage.setItem(DRAFT_NAME_KEY, name);
      return navigate('?step=trades');
    }
    setSaved(false);
    try {
      const { updateResidentialServiceProvider: r } = await update({ input: { providerId: company.id, name } });
      if (r.userErrors.length > 0) return showUserErrors(r.userErrors, setError, ['name']);
      if (settings) return setSaved(true);
      navigate('?step=trades');
    } catch {
      setError('root.server', { message: OFFLINE });
    }
  };

  return (
    <>
      {settings ? <h2 id="company-heading">Company name</h2> : <h2 id="step-heading">Your company</h2>}
      <p className="muted">The name homes and our team see on your jobs.{!settings && ' Next you pick your trades and where you work.'}</p>
      <form noValidate className={styles.form} onSubmit={handleSubmit(onSubmit)} aria-label="Company">
        <TextField label="Company name" autoComplete="organization" error={errors.name?.message} {...register('name')} />
        {errors.root?.server && <p className="alert alert-error" role="alert">{errors.root.server.message}</p>}
        {saved && <p className="alert alert-success" role="status">Name saved.</p>}
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={saving}>{settings ? 'Save name' : company ? 'Save and continue' : 'Continue'}</button>
        </div>
      </form>
    </>
  );
}
