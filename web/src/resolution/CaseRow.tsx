import { graphql, useFragment } from 'react-relay';
import { Link, useSearchParams } from 'react-router';
import type { CaseRow_case$key } from '../__generated__/CaseRow_case.graphql';
import { formatDate } from '../shared/format';
import styles from '../shared/components/Board.module.css';
import { CaseStatusBadge, WaitingFor } from './CaseStatusBadge';
import { waitingFor } from './caseWords';

/** One case in the list: what, where, its status and who must act next, from the viewer's side. */
export function CaseRow({ resolutionCase }: { resolutionCase: CaseRow_case$key }) {
  const c = useFragment(graphql`
    fragment CaseRow_case on ResolutionCase {
      databaseId
      kindLabel
      status
      actionRequiredBy
      viewerRole
      buildingName
      bedroomName
      tenant { firstName }
      updatedAt
    }
  `, resolutionCase);
  const [params] = useSearchParams();
  const selected = params.get('case') === String(c.databaseId);
  const next = new URLSearchParams(params);
  next.set('case', String(c.databaseId));
  return (
    <li>
      <Link to={`?${next.toString()}`} className={`${styles.row} ${selected ? styles.rowSelected : ''}`} aria-current={selected ? 'true' : undefined}>
        <span className={styles.rowTop}>
          <span className={styles.rowTitle}>{c.kindLabel}</span>
          <CaseStatusBadge status={c.status} />
        </span>
        <span className={styles.rowMeta}>
          {c.buildingName}{c.bedroomName ? ` · ${c.bedroomName}` : ''}
          {c.viewerRole !== 'TENANT' ? ` · ${c.tenant.firstName}` : ''} · updated {formatDate(c.updatedAt)}
        </span>
        <WaitingFor who={waitingFor(c.actionRequiredBy, c.viewerRole)} />
      </Link>
    </li>
  );
}
