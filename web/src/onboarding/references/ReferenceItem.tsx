import { graphql, useFragment } from 'react-relay';
import { REFERENCE_SOURCE_TYPE_LABELS, type ReferenceSourceType } from '../../../../common/enums';
import type { ReferenceItem_reference$key } from '../../__generated__/ReferenceItem_reference.graphql';
import { formatPeriod } from '../../shared/format';
import styles from './References.module.css';

const STATUS: Record<string, { label: string; tone: string }> = {
  DRAFT: { label: 'Not sent yet', tone: 'draft' },
  REQUESTED: { label: 'Request sent', tone: 'requested' },
  EXPIRED: { label: 'Link expired: send again', tone: 'expired' },
  ANSWERED: { label: 'Answered', tone: 'answered' },
};

export const sourceLabel = (value: string) => REFERENCE_SOURCE_TYPE_LABELS[value.toLowerCase() as ReferenceSourceType] ?? 'Reference';

interface Props {
  reference: ReferenceItem_reference$key;
  onEdit(): void;
  onRemove(): void;
  busy: boolean;
}

/** One reference: who, how to reach them, where, and whether their form went out. */
export function ReferenceItem({ reference, onEdit, onRemove, busy }: Props) {
  const r = useFragment(
    graphql`
      fragment ReferenceItem_reference on TenantRentalReference {
        sourceType
        refereeName
        refereeEmail
        refereePhone
        propertyAddress
        monthlyRent { formatted }
        startDate
        endDate
        status
      }
    `,
    reference,
  );
  const status = STATUS[r.status] ?? STATUS.DRAFT;
  const where = [r.propertyAddress, formatPeriod(r.startDate, r.endDate), r.monthlyRent ? `${r.monthlyRent.formatted}/month` : null].filter(Boolean).join(' · ');
  return (
    <li className={`card ${styles.reference}`}>
      <div className={styles.referenceHead}>
        <h3 className={styles.referenceName}>{r.refereeName}</h3>
        <span className={`${styles.status} ${styles[status.tone]}`}>{status.label}</span>
      </div>
      <p className="muted">{sourceLabel(r.sourceType)} · {r.refereeEmail}{r.refereePhone ? ` · ${r.refereePhone}` : ''}</p>
      {where && <p className={styles.where}>{where}</p>}
      {r.status !== 'ANSWERED' && (
        <div className={styles.itemActions}>
          <button type="button" className="btn btn-quiet" onClick={onEdit} disabled={busy} aria-label={`Edit ${r.refereeName}`}>Edit</button>
          <button type="button" className="btn btn-quiet" onClick={onRemove} disabled={busy} aria-label={`Remove ${r.refereeName}`}>Remove</button>
        </div>
      )}
    </li>
  );
}
