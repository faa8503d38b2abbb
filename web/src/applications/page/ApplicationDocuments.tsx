import { graphql, useFragment } from 'react-relay';
import { IDENTITY_DOCUMENT_TYPES } from '../../../../common/screening';
import { REFERENCE_SOURCE_TYPE_LABELS, type ReferenceSourceType } from '../../../../common/enums';
import type { ApplicationDocuments_lifecycle$key } from '../../__generated__/ApplicationDocuments_lifecycle.graphql';
import type { ApplicationDocuments_viewer$key } from '../../__generated__/ApplicationDocuments_viewer.graphql';
import { formatDate } from '../../shared/format';
import styles from './ApplicationPage.module.css';

const ID_STATUS: Record<string, string> = { SUBMITTED: 'being checked', VERIFIED: 'verified', REJECTED: 'not accepted: send another' };
const REFERENCE_STATUS: Record<string, string> = {
  DRAFT: 'not sent yet', REQUESTED: 'asked, waiting for an answer', EXPIRED: 'the link expired', ANSWERED: 'answered',
};

const idLabel = (type: string) => IDENTITY_DOCUMENT_TYPES.find((t) => t.value === type.toLowerCase())?.label ?? 'Identity document';
const sourceLabel = (type: string) => REFERENCE_SOURCE_TYPE_LABELS[type.toLowerCase() as ReferenceSourceType] ?? 'Reference';

/**
 * What the applicant handed in for this application: the identity document, the
 * references (shared by every application), the guarantor named, and the income
 * submissions with their files.
 */
export function ApplicationDocuments({ viewer, lifecycle }: { viewer: ApplicationDocuments_viewer$key; lifecycle: ApplicationDocuments_lifecycle$key }) {
  const v = useFragment(
    graphql`
      fragment ApplicationDocuments_viewer on Viewer {
        idVerification { documentType status submittedAt }
        tenantRentalReferences { id refereeName sourceType status answeredAt requestSentAt }
      }
    `,
    viewer,
  );
  const l = useFragment(
    graphql`
      fragment ApplicationDocuments_lifecycle on Lifecycle {
        guarantorName
        financialQualificationsSubmissions {
          id
          submittedAt
          monthlyIncome { formatted }
          documents { fileId fileName url }
        }
      }
    `,
    lifecycle,
  );
  const id = v.idVerification;
  const references = v.tenantRentalReferences.filter((r) => r.status !== 'DRAFT');
  const income = l.financialQualificationsSubmissions;
  const nothing = !id && references.length === 0 && income.length === 0 && !l.guarantorName;
  return (
    <section className={`card ${styles.section}`} aria-labelledby="documents-heading">
      <h2 id="documents-heading" className={styles.sectionTitle}>Documents you sent</h2>
      {nothing && <p className="muted">Nothing yet. Your ID, references and income documents show here once you send them.</p>}
      {!nothing && <ul className={styles.documents}>
        {id && (
          <li>
            <span className={styles.docKind}>ID</span>
            <span>{idLabel(id.documentType)}, {ID_STATUS[id.status] ?? id.status.toLowerCase()}</span>
            <span className={styles.stepDate}>{formatDate(id.submittedAt)}</span>
          </li>
        )}
        {references.map((r) => (
          <li key={r.id}>
            <span className={styles.docKind}>Reference</span>
            <span>{r.refereeName} ({sourceLabel(r.sourceType)}), {REFERENCE_STATUS[r.status] ?? r.status.toLowerCase()}</span>
            <span className={styles.stepDate}>{r.answeredAt ? formatDate(r.answeredAt) : r.requestSentAt ? formatDate(r.requestSentAt) : ''}</span>
          </li>
        ))}
        {income.map((s) => (
          <li key={s.id}>
            <span className={styles.docKind}>Income</span>
            <span>
              {s.monthlyIncome.formatted} a month
              {s.documents.length > 0 && (
                <>
                  {': '}
                  {s.documents.map((d, i) => (
                    <span key={d.fileId}>{i > 0 && ', '}<a href={d.url} target="_blank" rel="noreferrer">{d.fileName}</a></span>
                  ))}
                </>
              )}
            </span>
            <span className={styles.stepDate}>{formatDate(s.submittedAt)}</span>
          </li>
        ))}
        {l.guarantorName && (
          <li>
            <span className={styles.docKind}>Guarantor</span>
            <span>{l.guarantorName}</span>
            <span />
          </li>
        )}
      </ul>}
    </section>
  );
}
