import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import type { CityPage, TradesStepCreateMutation, VendorServiceCategory } from '../../__generated__/TradesStepCreateMutation.graphql';
import type { TradesStepUpdateMutation } from '../../__generated__/TradesStepUpdateMutation.graphql';
import type { TradesStepTimeZoneQuery } from '../../__generated__/TradesStepTimeZoneQuery.graphql';
import { ChoiceGroup } from '../../shared/components/ChoiceGroup';
import { showUserErrors } from '../../shared/userErrors';
import { DRAFT_NAME_KEY } from './CompanyStep';
import { TIME_ZONES } from './onboardingSteps';
import {
  businessHoursInput, hoursValues, REGION_CHOICES, TRADE_CHOICES, tradesSchema, WEEKDAYS, type TradesValues,
} from './tradesForm';
import { OFFLINE, usePromiseMutation } from './usePromiseMutation';
import type { Company } from './VendorOnboard';
import styles from './VendorOnboard.module.css';

const createMutation = graphql`
  mutation TradesStepCreateMutation($input: CreateResidentialServiceProviderInput!) {
    createResidentialServiceProvider(input: $input) {
      provider { ...VendorOnboard_provider }
      userErrors { field message }
    }
  }
`;
const updateMutation = graphql`
  mutation TradesStepUpdateMutation($input: UpdateResidentialServiceProviderInput!) {
    updateResidentialServiceProvider(input: $input) {
      provider { ...VendorOnboard_provider }
      userErrors { field message }
    }
  }
`;

/** The api's own table of zones (POST /geocoding/timezone): nothing leaves the machine. */
const timeZoneQuery = graphql`
  query TradesStepTimeZoneQuery($region: CityPage!) {
    timeZoneOfRegion(region: $region) { timeZone }
  }
`;

const FIELDS = ['serviceCategories', 'regions', 'timeZone'] as const;
const DAY_LABEL = (d: string) => d[0]!.toUpperCase() + d.slice(1);

/**
 * Step 2: trades (the eight categories), cities (the city pages) and opening hours
 * in a time zone. The first save creates the company (with the name of step 1);
 * later saves change it. In /vendor/settings (`settings`) it saves and stays.
 */
export function TradesStep({ company, settings = false }: { company: Company | null; settings?: boolean }) {
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const [saved, setSaved] = useState(false);
  const [create, creating] = usePromiseMutation<TradesStepCreateMutation>(createMutation);
  const [update, updating] = usePromiseMutation<TradesStepUpdateMutation>(updateMutation);
  const draftName = company?.name ?? sessionStorage.getItem(DRAFT_NAME_KEY);
  const { register, handleSubmit, setError, setValue, watch, getFieldState, formState: { errors } } = useForm<TradesValues>({
    resolver: zodResolver(tradesSchema),
    defaultValues: {
      serviceCategories: company ? [...company.serviceCategories] : [],
      regions: company ? [...company.regions] : [],
      hours: hoursValues(company?.businessHours ?? null),
      timeZone: company?.timeZone ?? 'America/New_York',
    },
  });
  const firstRegion = (watch('regions') ?? [])[0] as CityPage | undefined;
  // Until the vendor picks a zone, the api proposes the one of the first city they serve
  // (no answer, e.g. offline: the zone stays as it is, and the vendor can still pick).
  useEffect(() => {
    if (company || !firstRegion) return;
    const sub = fetchQuery<TradesStepTimeZoneQuery>(environment, timeZoneQuery, { region: firstRegion }).subscribe({
      next: (d) => {
        const zone = d.timeZoneOfRegion?.timeZone;
        if (zone && !getFieldState('timeZone').isDirty) setValue('timeZone', zone);
      },
      error: () => {},
    });
    return () => sub.unsubscribe();
  }, [company, firstRegion, environment, getFieldState, setValue]);

  if (!draftName) {
    return (
      <>
        <h2 id="step-heading">Trades and area</h2>
        <p>Give your company's name first.</p>
        <Link className="btn btn-primary" to="?step=company">Name your company</Link>
      </>
    );
  }

  const onSubmit = async (v: TradesValues) => {
    const fields = {
      serviceCategories: v.serviceCategories as VendorServiceCategory[], regions: v.regions as CityPage[],
      businessHours: businessHoursInput(v.hours), timeZone: v.timeZone,
    };
    setSaved(false);
    try {
      const userErrors = company
        ? (await update({ input: { providerId: company.id, ...fields } })).updateResidentialServiceProvider.userErrors
        : (await create({ input: { name: draftName, ...fields } }, (store) => {
          // The page reads the company from the root field, which was null until now.
          const provider = store.getRootField('createResidentialServiceProvider')?.getLinkedRecord('provider');
          if (provider) store.getRoot().setLinkedRecord(provider, 'myResidentialServiceProvider');
        })).createResidentialServiceProvider.userErrors;
      if (userErrors.length > 0) return showUserErrors(userErrors, setError, FIELDS);
      if (settings) return setSaved(true);
      sessionStorage.removeItem(DRAFT_NAME_KEY);
      navigate('?step=documents');
    } catch {
      setError('root.server', { message: OFFLINE });
    }
  };

  return (
    <>
      <h2 id={settings ? 'trades-heading' : 'step-heading'}>{settings ? 'Trades, area and hours' : 'Trades and area'}</h2>
      <p className="muted">Jobs are offered to you by trade and city, and visits are booked within your hours.</p>
      <form noValidate className={styles.form} onSubmit={handleSubmit(onSubmit)} aria-label="Trades and area">
        <div className={styles.columns}>
          <ChoiceGroup legend="Trades you offer" multiple choices={TRADE_CHOICES} registration={register('serviceCategories')} error={errors.serviceCategories?.message} />
        </div>
        <div className={styles.columns}>
          <ChoiceGroup legend="Cities you work in" multiple choices={REGION_CHOICES} registration={register('regions')} error={errors.regions?.message} />
        </div>
        <fieldset className={styles.hours}>
          <legend className="field-label">Business hours</legend>
          {WEEKDAYS.map((d) => {
            const open = watch(`hours.${d}.open`);
            const problem = errors.hours?.[d]?.closes?.message ?? errors.hours?.[d]?.open?.message;
            return (
              <div key={d}>
                <div className={styles.day}>
                  <label><input type="checkbox" {...register(`hours.${d}.open`)} /> {DAY_LABEL(d)}</label>
                  <input type="time" className="input" aria-label={`${DAY_LABEL(d)} opens`} readOnly={!open} {...register(`hours.${d}.opens`)} />
                  <input type="time" className="input" aria-label={`${DAY_LABEL(d)} closes`} readOnly={!open}
                    aria-invalid={problem ? true : undefined} {...register(`hours.${d}.closes`)} />
                </div>
                {problem && <p className="field-error">{problem}</p>}
              </div>
            );
          })}
        </fieldset>
        <div className="field">
          <label className="field-label" htmlFor="onboard-time-zone">Time zone</label>
          <select id="onboard-time-zone" className="input" aria-invalid={errors.timeZone ? true : undefined} {...register('timeZone')}>
            {TIME_ZONES.map(([zone, label]) => <option key={zone} value={zone}>{label}</option>)}
          </select>
          <p className="field-hint">Your hours are read in this zone.</p>
          {errors.timeZone && <p className="field-error">{errors.timeZone.message}</p>}
        </div>
        {errors.root?.server && <p className="alert alert-error" role="alert">{errors.root.server.message}</p>}
        {saved && <p className="alert alert-success" role="status">Trades, area and hours saved.</p>}
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={creating || updating}>{settings ? 'Save trades, area and hours' : 'Save and continue'}</button>
        </div>
      </form>
    </>
  );
}
