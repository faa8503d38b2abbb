import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '../../shared/components/TextField';
import { CheckboxGroup } from './CheckboxGroup';
import { errorsByField } from './formErrors';
import { AMENITY_OPTIONS, CITY_PAGE_OPTIONS, PET_OPTIONS_LIST, PROPERTY_TYPE_OPTIONS, STORAGE_OPTIONS, UTILITY_OPTIONS } from './labels';
import { SelectField } from './SelectField';
import type { UserErrorLike } from '../../shared/userErrors';

/**
 * A home's details as the form holds them. Nothing is checked here: the api's rules
 * (required title, a two-letter state …) answer as userErrors next to the fields.
 */
const homeSchema = z.object({
  title: z.string(),
  description: z.string(),
  propertyType: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  cityPage: z.string(),
  homeAmenities: z.array(z.string()),
  storageTypes: z.array(z.string()),
  petOptions: z.array(z.string()),
  utilitiesIncluded: z.array(z.string()),
});

export type HomeValues = z.infer<typeof homeSchema>;

export const EMPTY_HOME: HomeValues = {
  title: '', description: '', propertyType: 'SFR', street: '', city: '', state: '', zip: '', cityPage: '',
  homeAmenities: [], storageTypes: [], petOptions: [], utilitiesIncluded: [],
};

const FIELDS = ['title', 'description', 'propertyType', 'address.street', 'address.city', 'address.state', 'address.zip', 'cityPage', 'homeAmenities', 'storageTypes', 'petOptions', 'utilitiesIncluded'];

/** The GraphQL input of a home's details (create and update share it). */
export const homeInput = (v: HomeValues) => ({
  title: v.title, description: v.description, propertyType: v.propertyType as never,
  address: { street: v.street, city: v.city, state: v.state.toUpperCase(), zip: v.zip },
  cityPage: (v.cityPage || null) as never,
  homeAmenities: v.homeAmenities as never[], storageTypes: v.storageTypes as never[], petOptions: v.petOptions as never[], utilitiesIncluded: v.utilitiesIncluded as never[],
});

/**
 * Address, type, description and the home's checkboxes. `save` sends the values and
 * reports userErrors, which appear next to their fields.
 */
export function HomeForm({ initial, submitLabel, busy, save }: {
  initial: HomeValues; submitLabel: string; busy: boolean;
  save(values: HomeValues, onUserErrors: (errors: readonly UserErrorLike[]) => void): void;
}) {
  const { register, handleSubmit, setError, formState: { errors } } = useForm<HomeValues>({
    resolver: zodResolver(homeSchema),
    defaultValues: initial,
  });
  // The api names address fields `address.street` …; the form holds them flat.
  const show = (userErrors: readonly UserErrorLike[]) => {
    for (const [field, message] of Object.entries(errorsByField(userErrors, FIELDS))) {
      if (field === '_form') setError('root.server', { message });
      else setError(field.replace(/^address\./, '') as keyof HomeValues, { message });
    }
  };
  const submit = (values: HomeValues) => save(values, show);
  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label="Home details">
      {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
      <TextField label="Title" error={errors.title?.message} hint="e.g. Sunny house near Duke" required {...register('title')} />
      <SelectField label="Property type" options={PROPERTY_TYPE_OPTIONS} error={errors.propertyType?.message} registration={register('propertyType')} />
      <TextField label="Street address" error={errors.street?.message} autoComplete="street-address" {...register('street')} />
      <TextField label="City" error={errors.city?.message} {...register('city')} />
      <TextField label="State" error={errors.state?.message} hint="Two letters, e.g. NC" maxLength={2} {...register('state')} />
      <TextField label="ZIP code" error={errors.zip?.message} inputMode="numeric" maxLength={5} {...register('zip')} />
      <SelectField label="City page" options={CITY_PAGE_OPTIONS} error={errors.cityPage?.message} placeholder="Choose the city page it belongs on" registration={register('cityPage')} />
      <div className="field">
        <label htmlFor="home-description" className="field-label">Description</label>
        <textarea id="home-description" className="input" rows={5}
          aria-invalid={errors.description ? true : undefined} aria-describedby={errors.description ? 'home-description-error' : undefined} {...register('description')} />
        {errors.description && <p id="home-description-error" className="field-error">{errors.description.message}</p>}
      </div>
      <CheckboxGroup legend="Amenities" options={AMENITY_OPTIONS} error={errors.homeAmenities?.message} registration={register('homeAmenities')} />
      <CheckboxGroup legend="Storage" options={STORAGE_OPTIONS} error={errors.storageTypes?.message} registration={register('storageTypes')} />
      <CheckboxGroup legend="Pets allowed" options={PET_OPTIONS_LIST} error={errors.petOptions?.message} registration={register('petOptions')} />
      <CheckboxGroup legend="Utilities included in rent" options={UTILITY_OPTIONS} error={errors.utilitiesIncluded?.message} registration={register('utilitiesIncluded')} />
      <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? 'Saving…' : submitLabel}</button>
    </form>
  );
}
