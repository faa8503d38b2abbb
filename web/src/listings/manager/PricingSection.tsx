import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PricingSection_building$key } from '../../__generated__/PricingSection_building.graphql';
import { reportTo } from './callbacks';
import styles from './ListingEditor.module.css';
import { SelectField } from './SelectField';
import { useUpdateBuildingPricingMutation } from './useUpdateBuildingPricingMutation';

const MODES = [
  { value: 'MANUAL', label: 'Manual: I set each bedroom\'s rent' },
  { value: 'AUTOMATIC_PRICE_DROPS_V1', label: 'Automatic price drops while a room stays empty' },
];

/** Pricing mode (spec pricing modes). */
export function PricingSection({ building }: { building: PricingSection_building$key }) {
  const home = useFragment(graphql`
    fragment PricingSection_building on Building {
      id
      management { pricing { pricingMode } }
    }
  `, building);
  const current = home.management?.pricing.pricingMode ?? 'MANUAL';
  const [mode, setMode] = useState<string>(current);
  const [save, busy] = useUpdateBuildingPricingMutation();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  return (
    <section className={styles.section} aria-labelledby="pricing-heading">
      <h2 id="pricing-heading">Pricing</h2>
      <SelectField label="Pricing mode" options={MODES} value={mode} onChange={setMode} />
      {message && <p role={message.error ? 'alert' : 'status'} className={message.error ? 'alert alert-error' : 'muted'}>{message.text}</p>}
      <button type="button" className="btn" disabled={busy || mode === current}
        onClick={() => save({ buildingId: home.id, pricingMode: mode as never }, reportTo(setMessage, 'Pricing saved.'))}>Save pricing</button>
    </section>
  );
}
