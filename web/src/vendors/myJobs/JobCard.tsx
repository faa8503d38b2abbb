import { useMemo, useState } from 'react';
import { graphql, useFragment, useMutation, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { CITY_PAGES } from '../../../../common/regions';
import type { JobCard_job$key } from '../../__generated__/JobCard_job.graphql';
import type { JobCardUnscheduleMutation } from '../../__generated__/JobCardUnscheduleMutation.graphql';
import type { JobCardLiveSubscription } from '../../__generated__/JobCardLiveSubscription.graphql';
import { enumLabel } from '../../shared/format';
import { newIdempotencyKey } from '../../shared/idempotencyKey';
import { logEvent } from '../../shared/log';
import { ACCESS_LABELS, categoryLabel, formatPay, placeOf, repeatWords, STATUS_LABELS } from '../jobs/jobWords';
import styles from '../jobs/Jobs.module.css';
import { JobPhotos, onMyWayWords } from '../../services/JobPhotos';
import { HandInForm } from './HandInForm';
import { OnMyWayForm } from './OnMyWayForm';
import { ScheduleForm } from './ScheduleForm';
import { formatVisit, zoneName } from './zonedTime';

const live = graphql`
  subscription JobCardLiveSubscription($id: ID!) {
    serviceActivityUpdated(id: $id) { ...JobCard_job }
  }
`;

const unscheduleMutation = graphql`
  mutation JobCardUnscheduleMutation($input: ServiceActivityInput!) {
    unscheduleServiceActivity(input: $input) {
      serviceActivity { ...JobCard_job }
      userErrors { field message }
    }
  }
`;

type Panel = 'schedule' | 'handIn' | 'onMyWay' | null;

/** One job the vendor holds: the visit in the home's zone, the address and access once held, and the actions `viewerMay` allows. */
export function JobCard({ job }: { job: JobCard_job$key }) {
  const j = useFragment(graphql`
    fragment JobCard_job on ServiceActivity {
      id databaseId status detail viewerMay timeZone scheduledStart scheduledEnd notes priceCents repeatEveryWeeks seriesSequence visitDueOn
      accessRequirement accessMethod accessNotes
      serviceType { name category }
      home { city state region title street zip }
      submission { notes checklist { item done } submittedAt }
      onMyWayAt onMyWayEtaMinutes
      photos { fileId url fileName handIn }
      ...ScheduleForm_job
    }
  `, job);
  const [panel, setPanel] = useState<Panel>(null);
  const [commitUnschedule, unscheduling] = useMutation<JobCardUnscheduleMutation>(unscheduleMutation);
  const [error, setError] = useState<string | null>(null);
  const may = (a: string) => j.viewerMay.includes(a as (typeof j.viewerMay)[number]);
  const mayHandIn = may('SUBMIT_COMPLETE') || may('SUBMIT_INCOMPLETE');
  // The api refuses a hand-in before the visit starts (visit_not_started): say so instead of offering it.
  const visitStarted = !j.scheduledStart || Date.parse(j.scheduledStart) <= Date.now();
  const region = CITY_PAGES.find((p) => p.key === j.home.region)?.title;
  const toggle = (p: Panel) => setPanel((open) => (open === p ? null : p));

  const unschedule = () => {
    setError(null);
    commitUnschedule({
      variables: { input: { serviceActivityId: j.id, idempotencyKey: newIdempotencyKey() } },
      onCompleted: ({ unscheduleServiceActivity: r }) => { if (r.userErrors.length) setError(r.userErrors.map((e) => e.message).join(' ')); },
      onError: () => setError('The visit could not be cleared. Try again.'),
    });
  };

  return (
    <li className={styles.card} data-testid="my-job" data-job-id={j.id}>
      {panel && <LiveJob id={j.id} />}
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{j.serviceType.name}</h3>
        <span className={styles.pay}>{formatPay(j.priceCents)}</span>
      </div>
      <p style={{ margin: 0 }}><span className={styles.badge} data-testid="job-status">{STATUS_LABELS[j.status] ?? enumLabel(j.status)}</span></p>
      <dl className={styles.meta}>
        <dt>Category</dt><dd>{categoryLabel(j.serviceType.category)}</dd>
        <dt>Visit</dt>
        <dd data-testid="job-visit">{j.scheduledStart ? formatVisit(j.scheduledStart, j.scheduledEnd, j.timeZone) : 'Not scheduled yet'}</dd>
        <dt>Time zone</dt><dd>{zoneName(j.timeZone)}</dd>
        {repeatWords(j) && <><dt>Repeats</dt><dd>{repeatWords(j)}</dd></>}
        <dt>Address</dt>
        <dd data-testid="job-address">
          {j.detail === 'FULL' && j.home.street
            ? <>{j.home.title && <>{j.home.title}<br /></>}{j.home.street}, {j.home.city}, {j.home.state} {j.home.zip}</>
            : placeOf(j.home, region)}
        </dd>
        {j.detail === 'FULL' && j.accessRequirement && <><dt>Access</dt><dd>{ACCESS_LABELS[j.accessRequirement] ?? enumLabel(j.accessRequirement)}{j.accessMethod ? ` · ${j.accessMethod}` : ''}</dd></>}
        {j.detail === 'FULL' && j.accessNotes && <><dt>Access notes</dt><dd>{j.accessNotes}</dd></>}
      </dl>
      {j.notes && <p className={styles.notes}>{j.notes}</p>}
      {j.submission && (
        <div className={styles.notes}>
          <strong>Handed in:</strong> {j.submission.notes || 'no notes'}
          {j.submission.checklist.length > 0 && (
            <ul>{j.submission.checklist.map((c) => <li key={c.item}>{c.done ? '✓' : '✗'} {c.item}</li>)}</ul>
          )}
        </div>
      )}
      <JobPhotos photos={j.photos} label="Photos you handed in" />
      {j.onMyWayAt && j.status === 'APPOINTMENT_SCHEDULED' && (
        <p className={styles.onMyWayNote} data-testid="job-on-my-way">{onMyWayWords(j.onMyWayAt, j.onMyWayEtaMinutes, j.timeZone)} (sent)</p>
      )}
      {error && <p role="alert" className="field-error">{error}</p>}
      <div className={styles.actions}>
        {may('ON_MY_WAY') && (
          <button type="button" className="btn btn-primary" onClick={() => toggle('onMyWay')} aria-expanded={panel === 'onMyWay'}>
            {j.onMyWayAt ? 'Update ETA' : 'On my way'}
          </button>
        )}
        {may('SCHEDULE') && <button type="button" className="btn btn-primary" onClick={() => toggle('schedule')} aria-expanded={panel === 'schedule'}>Schedule visit</button>}
        {may('RESCHEDULE') && <button type="button" className="btn" onClick={() => toggle('schedule')} aria-expanded={panel === 'schedule'}>Reschedule</button>}
        {may('UNSCHEDULE') && <button type="button" className="btn" onClick={unschedule} disabled={unscheduling}>Unschedule</button>}
        {mayHandIn && visitStarted && (
          <button type="button" className="btn btn-primary" onClick={() => toggle('handIn')} aria-expanded={panel === 'handIn'}>Hand in work</button>
        )}
      </div>
      {mayHandIn && !visitStarted && <p className="muted" style={{ margin: 0 }}>You can hand in the work once the visit has started.</p>}
      {panel === 'onMyWay' && <OnMyWayForm jobId={j.id} again={j.onMyWayAt !== null} onDone={() => setPanel(null)} />}
      {panel === 'schedule' && <ScheduleForm job={j} reschedule={may('RESCHEDULE')} onDone={() => setPanel(null)} />}
      {panel === 'handIn' && (
        <HandInForm jobId={j.id} mayComplete={may('SUBMIT_COMPLETE')} mayIncomplete={may('SUBMIT_INCOMPLETE')} onDone={() => setPanel(null)} />
      )}
    </li>
  );
}

/** While a form of the job is open, the job itself is followed (serviceActivityUpdated(id)), so the vendor acts on what is true now. */
function LiveJob({ id }: { id: string }) {
  const config = useMemo<GraphQLSubscriptionConfig<JobCardLiveSubscription>>(() => ({
    subscription: live,
    variables: { id },
    onError: (error) => logEvent('job_live_failed', String(error)),
  }), [id]);
  useSubscription<JobCardLiveSubscription>(config);
  return null;
}
