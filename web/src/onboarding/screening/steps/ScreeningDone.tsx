import { graphql, useFragment } from 'react-relay';
import type { ScreeningDone_screening$key } from '../../../__generated__/ScreeningDone_screening.graphql';
import styles from '../Screening.module.css';
import type { StepProps } from './stepProps';

/** Screening complete: the person's own summary, and on to the next step. */
export function ScreeningDone({ screening, finish }: StepProps & { screening: ScreeningDone_screening$key }) {
  const { report } = useFragment(
    graphql`
      fragment ScreeningDone_screening on Screening {
        report {
          credit { score latePaymentsLast24Months collections { creditor } }
          criminalRecords { offense }
          evictionRecords { filedYear }
        }
      }
    `,
    screening,
  );
  return (
    <>
      <h2 id="screening-step-heading">Your screening is complete</h2>
      {report && (
        <dl className={styles.facts} aria-label="Your screening summary">
          <dt>Credit score</dt><dd>{report.credit.score}</dd>
          <dt>Late payments (24 months)</dt><dd>{report.credit.latePaymentsLast24Months}</dd>
          <dt>Collections</dt><dd>{report.credit.collections.length}</dd>
          <dt>Criminal records</dt><dd>{report.criminalRecords.length}</dd>
          <dt>Eviction records</dt><dd>{report.evictionRecords.length}</dd>
        </dl>
      )}
      <p className={styles.private}>This is what the homeowner sees, in summary. Questions about it? Contact renter support.</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={() => finish(undefined)}>Continue</button>
      </div>
    </>
  );
}
