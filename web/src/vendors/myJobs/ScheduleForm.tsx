import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment, useMutation } from 'react-relay';
import { z } from 'zod';
import type { ScheduleForm_job$key } from '../../__generated__/ScheduleForm_job.graphql';
import type { ScheduleFormMutation } from '../../__generated__/ScheduleFormMutation.graphql';
import type { ScheduleFormRescheduleMutation } from '../../__generated__/ScheduleFormRescheduleMutation.graphql';
import { TextField } from '../../shared/components/TextField';
import { newIdempotencyKey } from '../../shared/idempotencyKey';
import { showUserErrors } from '../../shared/userErrors';
import styles from '../jobs/Jobs.module.css';
import { utcToZoned, zonedToUtcIso, zoneName } from './zonedTime';

const scheduleMutation = graphql`
  mutation ScheduleFormMutation($input: ScheduleServiceActivityInput!) {
    scheduleServiceActivity(input: $input) { serviceActivity { ...JobCard_job } userErrors { field message } }
  }
`;
const rescheduleMutation = graphql`
  mutation ScheduleFormRescheduleMutation($input: ScheduleServiceActivityInput!) {
    rescheduleServiceActivity(input: $input) { serviceActivity { ...JobCard_job } userErrors { field message } }
  }
`;

const TIME = /^\d{2}:\d{2}$/;
export const scheduleSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Pick the day of the visit.'),
  start: z.string().regex(TIME, 'Pick when the visit starts.'),
  end: z.string().regex(TIME, 'Pick when the visit ends.'),
}).refine((v) => v.end > v.start, { message: 'The visit must end after it starts (on the same day).', path: ['end'] });
type Values = z.infer<typeof scheduleSchema>;

/** The visit's day and times, entered on the HOME's clock (named next to the fields) and sent in UTC. */
export function ScheduleForm({ job, reschedule, onDone }: { job: ScheduleForm_job$key; reschedule: boolean; onDone(): void }) {
  const j = useFragment(graphql`fragment ScheduleForm_job on ServiceActivity { id timeZone scheduledStart scheduledEnd }`, job);
  const [schedule, scheduling] = useMutation<ScheduleFormMutation>(scheduleMutation);
  const [move, moving] = useMutation<ScheduleFormRescheduleMutation>(rescheduleMutation);
  const start = j.scheduledStart ? utcToZoned(j.scheduledStart, j.timeZone) : null;
  const end = j.scheduledEnd ? utcToZoned(j.scheduledEnd, j.timeZone) : null;
  const { register, handleSubmit, setError, formState: { errors } } = useForm<Values>({
    resolver: zodResolver(scheduleSchema),
    defaultValues: { date: start?.date ?? '', start: start?.time ?? '09:00', end: end?.time ?? '11:00' },
  });
  const zoneId = useId();

  const submit = (v: Values) => {
    const input = {
      serviceActivityId: j.id,
      scheduledStart: zonedToUtcIso(v.date, v.start, j.timeZone)!,
      scheduledEnd: zonedToUtcIso(v.date, v.end, j.timeZone)!,
      idempotencyKey: newIdempotencyKey(),
    };
    const onCompleted = (r: { readonly userErrors: ReadonlyArray<{ readonly field: string | null | undefined; readonly message: string }> }) => {
      if (r.userErrors.length === 0) onDone();
      // The api names scheduled_start for a visit in the past or outside opening hours: shown at the day.
      else showUserErrors(r.userErrors, setError, ['date', 'start', 'end'], { scheduledStart: 'date', scheduledEnd: 'end' });
    };
    const onError = () => setError('root.server', { message: 'The visit could not be saved. Try again.' });
    if (reschedule) move({ variables: { input }, onCompleted: (d) => onCompleted(d.rescheduleServiceActivity), onError });
    else schedule({ variables: { input }, onCompleted: (d) => onCompleted(d.scheduleServiceActivity), onError });
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit(submit)} aria-label={reschedule ? 'Reschedule the visit' : 'Schedule the visit'} noValidate>
      <p id={zoneId} className="field-hint" style={{ margin: 0 }}>Times in the home&rsquo;s time zone: <strong>{zoneName(j.timeZone)}</strong></p>
      <TextField label="Day" type="date" aria-describedby={zoneId} error={errors.date?.message} {...register('date')} />
      <div className={styles.row}>
        <TextField label="Starts" type="time" error={errors.start?.message} {...register('start')} />
        <TextField label="Ends" type="time" error={errors.end?.message} {...register('end')} />
      </div>
      {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={scheduling || moving}>{reschedule ? 'Save new time' : 'Save visit'}</button>
        <button type="button" className="btn" onClick={onDone}>Cancel</button>
      </div>
    </form>
  );
}
