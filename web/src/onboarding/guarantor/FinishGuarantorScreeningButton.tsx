import { graphql, useFragment } from 'react-relay';
import { Link, useLocation } from 'react-router';
import type { FinishGuarantorScreeningButton_viewer$key } from '../../__generated__/FinishGuarantorScreeningButton_viewer.graphql';
import styles from './Guarantor.module.css';

/**
 * Spec §2: "A tenant who is a guarantor sees a Finish Guarantor Screening button."
 * A strip under the header bar, so it shows on phones too (the menu is folded
 * there); the gateway decides when (Viewer.showFinishGuarantorScreening).
 */
export function FinishGuarantorScreeningButton({ viewer }: { viewer: FinishGuarantorScreeningButton_viewer$key }) {
  const { showFinishGuarantorScreening } = useFragment(
    graphql`
      fragment FinishGuarantorScreeningButton_viewer on Viewer {
        showFinishGuarantorScreening
      }
    `,
    viewer,
  );
  const { pathname } = useLocation();
  if (!showFinishGuarantorScreening || pathname === '/guarantor-complete') return null;
  return (
    <div className={styles.finishStrip}>
      <p>You are someone's guarantor, and a step is still open.</p>
      <Link className={`btn btn-primary ${styles.finishButton}`} to="/guarantor-complete">Finish Guarantor Screening</Link>
    </div>
  );
}
