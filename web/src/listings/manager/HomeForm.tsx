import { useState, type FormEvent } from 'react';
import { TextField } from '../../shared/components/TextField';
import { CheckboxGroup } from './CheckboxGroup';
import { errorsByField } from './formErrors';
import { AMENITY_OPTIONS, CITY_PAGE_OPTIONS, PET_OPTIONS_LIST, PROPERTY_TYPE_OPTIONS, STORAGE_OPTIONS, UTILITY_OPTIONS } from './labels';
import { SelectField } from './SelectField';
import type { UserErrorLike } from '../../shared/userErrors';

export interface HomeValues {
  title: string;
  description: string;
  propertyType: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  cityPage: string;
  homeAmenities: string[];
  storageTypes: string[];
  petOptions: string[];
  utilitiesIncluded: string[];
}

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
  const [v, setV] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof HomeValues>(key: K) => (value: HomeValues[K]) => setV((old) => ({ ...old, [key]: value }));
  const text = (key: keyof HomeValues) => (e: { target: { value: string } }) => set(key)(e.target.value as never);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    save(v, (userErrors) => setErrors(errorsByField(userErrors, FIELDS)));
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Home details">
      {errors._form && <p role="alert" className="alert alert-error">{errors._form}</p>}
      <TextField label="Title" value={v.title} onChange={text('title')} error={errors.title} hint="e.g. Sunny house near Duke" required />
      <SelectField label="Property type" options={PROPERTY_TYPE_OPTIONS} value={v.propertyType} onChange={set('propertyType')} error={errors.propertyType} />
      <TextField label="Street address" value={v.street} onChange={text('street')} error={errors['address.street']} autoComplete="street-address" />
      <TextField label="City" value={v.city} onChange={text('city')} error={errors['address.city']} />
      <TextField label="State" value={v.state} onChange={text('state')} error={errors['address.state']} hint="Two letters, e.g. NC" maxLength={2} />
      <TextField label="ZIP code" value={v.zip} onChange={text('zip')} error={errors['address.zip']} inputMode="numeric" maxLength={5} />
      <SelectField label="City page" options={CITY_PAGE_OPTIONS} value={v.cityPage} onChange={set('cityPage')} error={errors.cityPage} placeholder="Choose the city page it belongs on" />
      <div className="field">
        <label htmlFor="home-description" className="field-label">Description</label>
        <textarea id="home-description" className="input" rows={5} value={v.description} onChange={text('description')}
          aria-invalid={errors.description ? true : undefined} aria-describedby={errors.description ? 'home-description-error' : undefined} />
        {errors.description && <p id="home-description-error" className="field-error">{errors.description}</p>}
      </div>
      <CheckboxGroup legend="Amenities" options={AMENITY_OPTIONS} value={v.homeAmenities} onChange={set('homeAmenities')} error={errors.homeAmenities} />
      <CheckboxGroup legend="Storage" options={STORAGE_OPTIONS} value={v.storageTypes} onChange={set('storageTypes')} error={errors.storageTypes} />
      <CheckboxGroup legend="Pets allowed" options={PET_OPTIONS_LIST} value={v.petOptions} onChange={set('petOptions')} error={errors.petOptions} />
      <CheckboxGroup legend="Utilities included in rent" options={UTILITY_OPTIONS} value={v.utilitiesIncluded} onChange={set('utilitiesIncluded')} error={errors.utilitiesIncluded} />
      <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? 'Saving…' : submitLabel}</button>
    </form>
  );
}
