import { formatDate, formatDateTime } from '../../shared/format';
import { VENDOR_TRADES } from '../serviceCategories';
import { REGION_CHOICES, WEEKDAYS } from '../onboarding/tradesForm';
import { TIME_ZONES } from '../onboarding/onboardingSteps';
import type { SettingsCompany } from './VendorSettings';
import styles from './VendorSettings.module.css';

const tradeLabel = (c: string) => VENDOR_TRADES.find((t) => t.key.toUpperCase() === c)?.label ?? c;
const regionLabel = (r: string) => REGION_CHOICES.find((c) => c.value === r)?.label ?? r;
const zoneLabel = (z: string) => TIME_ZONES.find(([zone]) => zone === z)?.[1] ?? z;
const DAY = (d: string) => d[0]!.toUpperCase() + d.slice(1, 3);

/** What a member sees of the company's profile: the owner's form fields as plain facts. */
export function CompanySummary({ company }: { company: SettingsCompany }) {
  const open = WEEKDAYS.filter((d) => company.businessHours[d]);
  return (
    <>
      <h2 id="company-heading">Company</h2>
      <dl className={styles.facts}>
        <dt>Name</dt><dd>{company.name}</dd>
        <dt>Trades</dt><dd>{company.serviceCategories.map(tradeLabel).join(', ')}</dd>
        <dt>Cities</dt><dd>{company.regions.map(regionLabel).join('; ')}</dd>
        <dt>Hours</dt>
        <dd>{open.length === 0 ? 'None set' : open.map((d) => `${DAY(d)} ${company.businessHours[d]!.opens}–${company.businessHours[d]!.closes}`).join(', ')}</dd>
        <dt>Time zone</dt><dd>{zoneLabel(company.timeZone)}</dd>
      </dl>
    </>
  );
}

export function DocumentsSummary({ company }: { company: SettingsCompany }) {
  return (
    <>
      <h2 id="documents-heading">Documents</h2>
      {company.documents.length === 0 ? <p className="muted">Nothing on file yet.</p> : (
        <dl className={styles.facts}>
          {company.documents.map((d) => (
            <div key={d.kind} style={{ display: 'contents' }}>
              <dt>{d.kind === 'W9' ? 'W-9' : 'Insurance certificate'}</dt>
              <dd>
                <a href={d.downloadUrl} target="_blank" rel="noreferrer">{d.fileName}</a>
                {d.expiresOn && <> · expires {formatDate(d.expiresOn)}</>}{d.expired && ' · expired'}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}

export function PayoutSummary({ company }: { company: SettingsCompany }) {
  const at = company.payoutAccount.connectedAt;
  return (
    <>
      <h2 id="payout-heading">Payout account</h2>
      <p>{at ? `Connected on ${formatDateTime(at)}: the company's earnings are paid there.` : 'Not connected yet: the owner connects it.'}</p>
    </>
  );
}
