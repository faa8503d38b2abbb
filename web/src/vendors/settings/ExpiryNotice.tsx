import { expiringDocuments, expiryWords, localToday, type DatedDocument } from './documentExpiry';
import styles from './VendorSettings.module.css';

const KIND_WORDS: Record<string, string> = { INSURANCE_CERTIFICATE: 'Your insurance certificate', W9: 'Your W-9' };

/**
 * Documents that lapsed or lapse within 30 days, above everything else: a lapsed
 * insurance certificate stops new jobs. Nothing when all is current.
 */
export function ExpiryNotice({ documents, owner }: { documents: readonly DatedDocument[]; owner: boolean }) {
  const expiring = expiringDocuments(documents, localToday());
  if (expiring.length === 0) return null;
  const lapsed = expiring.some((e) => e.document.expired);
  return (
    <div className={`alert ${lapsed ? 'alert-error' : styles.note} ${styles.notice}`} role={lapsed ? 'alert' : 'status'} data-testid="expiry-notice">
      <strong>{lapsed ? 'A document has expired.' : 'A document expires soon.'}</strong>
      <ul>
        {expiring.map((e) => <li key={e.document.kind}>{KIND_WORDS[e.document.kind] ?? e.document.kind} {expiryWords(e.daysLeft, e.document.expired)}.</li>)}
      </ul>
      <span>{owner ? 'Upload the new one under Documents below.' : 'Let your company\'s owner know.'}{lapsed && ' Until then no new jobs are offered to you.'}</span>
    </div>
  );
}
