import { Suspense, useEffect, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import { BRAND, BRAND_NAME } from '../../../../common/brand';
import { AVAILABLE_SOON_DAYS, MIN_ROOMS_FOR_ESTIMATE } from '../../../../common/market';
import { formatUsd } from '../../../../common/money';
import { CITY_PAGES, cityPageByKey, type CityPageInfo } from '../../../../common/regions';
import type { ColivingEstimatePageQuery } from '../../__generated__/ColivingEstimatePageQuery.graphql';
import { PageMeta } from '../../app/meta/PageMeta';
import { ErrorBoundary } from '../../shared/components/ErrorBoundary';
import { LazyIndicator } from '../../shared/components/LazyIndicator';
import { TextField } from '../../shared/components/TextField';
import { dollarsToCents, formatDateTime, plural } from '../../shared/format';
import { colivingEstimate, ROOM_OCCUPANCY, type HomeFacts } from './estimateMath';
import styles from './Guides.module.css';
import { SubmitButton } from '../../shared/components/SubmitButton';
import { estimateListParams, readSavedEstimate, writeSavedEstimate, type EstimateInputs, type SavedEstimate } from '../../shared/savedEstimate';

type Inputs = EstimateInputs;

const percent = `${Math.round(ROOM_OCCUPANCY * 100)}%`;

type Errors = Partial<Record<'bedrooms' | 'bathrooms' | 'rent', string>>;

function validate(form: { cityKey: string; bedrooms: string; bathrooms: string; rent: string }): { inputs?: Inputs; errors: Errors } {
  const errors: Errors = {};
  const bedrooms = Number(form.bedrooms);
  if (!/^\d+$/.test(form.bedrooms.trim()) || bedrooms < 1 || bedrooms > 12) errors.bedrooms = 'Enter the number of bedrooms, 1 to 12.';
  const bathrooms = Number(form.bathrooms);
  if (!/^\d+(\.5|\.0)?$/.test(form.bathrooms.trim()) || bathrooms < 1 || bathrooms > 10) errors.bathrooms = 'Enter the bathrooms, 1 to 10 (halves as .5).';
  const rent = dollarsToCents(form.rent);
  if (rent === null || rent < 10_000 || rent > 10_000_000) errors.rent = 'Enter a monthly rent in dollars, between $100 and $100,000.';
  const city = cityPageByKey(form.cityKey);
  if (Object.keys(errors).length || !city) return { errors };
  return { errors, inputs: { cityKey: city.key, bedrooms, bathrooms, wholeHomeRentCents: rent! } };
}

/** /coliving-estimate: a homeowner compares renting their home whole with renting it room by room at the city's market rents. */
export function ColivingEstimatePage() {
  const [form, setForm] = useState({ cityKey: 'ATLANTA', bedrooms: '4', bathrooms: '2', rent: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [inputs, setInputs] = useState<Inputs | null>(null);
  // localStorage is read after the first render only: the server has none.
  const [saved, setSaved] = useState<SavedEstimate | null>(null);
  useEffect(() => setSaved(readSavedEstimate()), []);

  const change = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(form);
    setErrors(result.errors);
    if (result.inputs) setInputs(result.inputs);
  };
  const showSaved = (s: SavedEstimate) => {
    setForm({ cityKey: s.cityKey, bedrooms: String(s.bedrooms), bathrooms: String(s.bathrooms), rent: String(s.wholeHomeRentCents / 100) });
    setErrors({});
    setInputs({ cityKey: s.cityKey, bedrooms: s.bedrooms, bathrooms: s.bathrooms, wholeHomeRentCents: s.wholeHomeRentCents });
  };

  return (
    <div className={`page ${styles.page}`}>
      <PageMeta
        title="Co-living estimate"
        description={`Compare renting your home to one household with renting it room by room on ${BRAND_NAME}, using what rooms in your city rent for today.`}
      />
      <p className={styles.eyebrow}>For homeowners</p>
      <h1>Whole home or room by room?</h1>
      <p className={styles.lead}>
        Tell us about your home and what it would rent for as a whole. We set that beside what its bedrooms would bring in as separate rooms,
        priced at the rents of rooms listed on {BRAND_NAME} in your city today.
      </p>

      {saved && (
        <div className={styles.panel} role="region" aria-label="Your saved estimate">
          <p>
            Your saved estimate ({formatDateTime(saved.savedAt)}): {plural(saved.bedrooms, 'bedroom')} in {cityPageByKey(saved.cityKey)!.title},
            about {formatUsd(saved.roomsNetCents)} a month by the room against {formatUsd(saved.wholeHomeRentCents)} whole.
          </p>
          <button type="button" className="btn btn-quiet" onClick={() => showSaved(saved)}>Show it again</button>
        </div>
      )}

      <form className={`${styles.form} ${styles.form4}`} onSubmit={submit} noValidate aria-label="Co-living estimate">
        <div className="field">
          <label className="field-label" htmlFor="coliving-city">City</label>
          <select id="coliving-city" className="input" value={form.cityKey} onChange={change('cityKey')}>
            {CITY_PAGES.map((c) => <option key={c.key} value={c.key}>{c.title}, {c.state}</option>)}
          </select>
        </div>
        <TextField label="Bedrooms" inputMode="numeric" value={form.bedrooms} onChange={change('bedrooms')} error={errors.bedrooms} />
        <TextField label="Bathrooms" inputMode="decimal" value={form.bathrooms} onChange={change('bathrooms')} error={errors.bathrooms} hint="Half baths as .5" />
        <TextField label="Whole-home rent" hint="Per month, in dollars" inputMode="decimal" value={form.rent} onChange={change('rent')} error={errors.rent} placeholder="2,400" />
        <div className={styles.formActions}>
          <SubmitButton>Compare</SubmitButton>
        </div>
      </form>

      {inputs && (
        <section className={styles.result} aria-labelledby="coliving-result">
          <h2 id="coliving-result">Your home in {cityPageByKey(inputs.cityKey)!.title}</h2>
          <ErrorBoundary key={JSON.stringify(inputs)} name="coliving_estimate" fallback={<p role="alert" className="alert alert-error">The estimate could not be worked out just now. Try again in a moment.</p>}>
            <Suspense fallback={<LazyIndicator label="Looking at the listed rooms…" />}>
              <Comparison inputs={inputs} onSaved={setSaved} />
            </Suspense>
          </ErrorBoundary>
        </section>
      )}
    </div>
  );
}

function Comparison({ inputs, onSaved }: { inputs: Inputs; onSaved: (s: SavedEstimate) => void }) {
  const city = cityPageByKey(inputs.cityKey)!;
  const { marketStats: m } = useLazyLoadQuery<ColivingEstimatePageQuery>(
    graphql`
      query ColivingEstimatePageQuery($cityPage: CityPage!) {
        marketStats(cityPage: $cityPage) {
          rent { rooms median { cents } platformFeeMedian { cents } utilitiesMedian { cents } }
          privateBath { rooms medianRent { cents } }
          sharedBath { rooms medianRent { cents } }
        }
      }
    `,
    { cityPage: inputs.cityKey },
    { fetchPolicy: 'store-or-network' },
  );
  const [status, setStatus] = useState<string | null>(null);
  const e = colivingEstimate(inputs, {
    rooms: m.rent.rooms,
    medianCents: m.rent.median?.cents ?? null,
    privateBathRooms: m.privateBath.rooms,
    privateBathMedianCents: m.privateBath.medianRent?.cents ?? null,
    sharedBathRooms: m.sharedBath.rooms,
    sharedBathMedianCents: m.sharedBath.medianRent?.cents ?? null,
    platformFeeMedianCents: m.rent.platformFeeMedian?.cents ?? null,
    utilitiesMedianCents: m.rent.utilitiesMedian?.cents ?? null,
  });
  if (e.kind === 'too_few_rooms') {
    return (
      <div className={styles.panel}>
        <p className={styles.answer}>Too few rooms to compare.</p>
        <p>
          {e.rooms === 0 ? 'No rooms' : `Only ${plural(e.rooms, 'room')}`} in {city.title} can be moved into within {AVAILABLE_SOON_DAYS} days right now, and we need at
          least {MIN_ROOMS_FOR_ESTIMATE} to price yours fairly. Try again in a few weeks, or <Link to="/partner-meeting">talk to our team</Link>.
        </p>
      </div>
    );
  }

  const listParams = estimateListParams({ ...inputs, roomsNetCents: e.roomsNetCents });
  const save = () => {
    const record: SavedEstimate = { ...inputs, roomsNetCents: e.roomsNetCents, savedAt: new Date().toISOString() };
    try {
      writeSavedEstimate(record);
      onSaved(record);
      setStatus('Saved on this device. It will be here when you come back.');
    } catch {
      setStatus('This browser would not let us save it (private browsing?). Note the figures down instead.');
    }
  };
  const better = e.differenceMonthlyCents >= 0;

  return (
    <>
      <div className={styles.compare}>
        <div className={styles.column}>
          <h3>Whole home</h3>
          <table className={styles.lines}>
            <tbody>
              <tr><th scope="row">Rent you entered</th><td>{formatUsd(inputs.wholeHomeRentCents)}</td></tr>
              <tr><th scope="row">Fees</th><td>none</td></tr>
              <tr><th scope="row">You keep a month</th><td>{formatUsd(e.wholeHomeNetCents)}</td></tr>
            </tbody>
          </table>
          <p className="muted">Assumes it is let every month of the year, to one household that pays its own utilities.</p>
        </div>
        <div className={styles.column}>
          <h3>Room by room</h3>
          <table className={styles.lines}>
            <tbody>
              {e.lines.map((line) => (
                <tr key={line.kind}>
                  <th scope="row">
                    {plural(line.count, line.kind === 'private' ? 'room with its own bath' : 'room sharing a bath', line.kind === 'private' ? 'rooms with their own bath' : 'rooms sharing a bath')}
                    {' '}at {formatUsd(line.rentCents)}{line.usedCityMedian ? ' (city median)' : ''}
                  </th>
                  <td>{formatUsd(line.count * line.rentCents)}</td>
                </tr>
              ))}
              <tr><th scope="row">At {percent} occupancy</th><td>{formatUsd(e.roomsExpectedCents)}</td></tr>
              <tr><th scope="row">Less {BRAND_NAME}'s platform fee inside those rents</th><td>−{formatUsd(e.platformFeeCents)}</td></tr>
              <tr><th scope="row">Less the utilities part, which pays the home's bills</th><td>−{formatUsd(e.utilitiesCents)}</td></tr>
              <tr><th scope="row">You keep a month</th><td>{formatUsd(e.roomsNetCents)}</td></tr>
            </tbody>
          </table>
          <p className="muted">Room rents are the medians of {plural(m.rent.rooms, 'room')} listed in {city.title} that can be moved into within {AVAILABLE_SOON_DAYS} days.</p>
        </div>
      </div>

      <div className={styles.verdict} role="status">
        <p>
          {better
            ? <>Renting by the room would bring about <strong>{formatUsd(e.differenceMonthlyCents)} more a month</strong> ({formatUsd(e.differenceYearlyCents)} a year).</>
            : <>Renting it whole would bring about <strong>{formatUsd(-e.differenceMonthlyCents)} more a month</strong> ({formatUsd(-e.differenceYearlyCents)} a year) than renting by the room.</>}
        </p>
      </div>

      <div className={styles.actions}>
        <button type="button" className="btn" onClick={save}>Save this estimate</button>
        <Link className="btn btn-primary" to={`/list?${listParams.toString()}`}>List your home</Link>
      </div>
      {status && <p role="status" className="muted">{status}</p>}

      <ul className={styles.assumptions} aria-label="Assumptions">
        <li>Occupancy: each room is let {percent} of the time, allowing about a month empty between renters each year.</li>
        <li>{BRAND_NAME} charges homeowners no separate fee. Its income is the platform fee inside each room's rent, which is why it is taken off here.</li>
        <li>Not included: furnishing the shared rooms, cleaning between renters, repairs, insurance or tax, which differ from home to home.</li>
      </ul>
    </>
  );
}
