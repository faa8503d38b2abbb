import type { ReactNode } from 'react';
import { expiringDocuments, expiryWords, localToday, type DatedDocument } from './documentExpiry';
import styles from './VendorSettings.module.css';

const KIND_WORDS: Record<string, string> = { INSURANCE_CERTIFICATE: 'Your insurance certificate', W9: 'Your W-9' };

/**
 * Documents that lapsed or lapse within 30 days, above everything else: a lapsed
 * insurance certificate stops new jobs. Nothing when all is current.
 */
export function ExpiryNotice({ documents, owner, replace }: {
  documents: readonly DatedDocument[];
  owner: boolean;
  /** Where the owner replaces a document, when it is not further down this page. */
  replace?: ReactNode;
}) {
  const expiring = expiringDocuments(documents, localToday());
  if (expiring.length === 0) return null;
  const lapsed = expiring.some((e) => e.document.expired);
  return (
    <div className={`alert ${lapsed ? 'alert-error' : styles.note} ${styles.notice}`} role={lapsed ? 'alert' : 'status'} data-testid="expiry-notice">
      <strong>{lapsed ? 'A document has expired.' : 'A document expires soon.'}</strong>
      <ul>
        {expiring.map((e) => <li key={e.document.kind}>{KIND_WORDS[e.document.kind] ?? e.document.kind} {expiryWords(e.daysLeft, e.document.expired)}.</li>)}
      </ul>
      <span>{owner ? (replace ?? 'Upload the new one under Documents below.') : 'Let your company\'s owner know.'}{lapsed && ' Until then no new jobs are offered to you.'}</span>
    </div>
  );
}
