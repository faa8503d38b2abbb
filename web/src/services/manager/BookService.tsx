import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import type { BookServiceQuery as QueryType } from '../../__generated__/BookServiceQuery.graphql';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { MessagePage } from '../../shared/components/MessagePage';
import { TextField } from '../../shared/components/TextField';
import { dollarsToCents } from '../../shared/format';
import { newIdempotencyKey } from '../../shared/idempotencyKey';
import { showUserErrors } from '../../shared/userErrors';
import { ACCESS_LABELS, ACCESS_VALUES, formatCents } from '../labels';
import styles from '../Services.module.css';
import { BOOK_FORM_FIELD_OF, RECURRING_CATEGORIES, REPEAT_CHOICES, bookServiceSchema, type BookServiceValues } from './bookServiceSchema';
import { useBookServiceMutation } from './useBookServiceMutation';

export const BookServiceQuery = graphql`
  query BookServiceQuery($homes: Int = 100) {
    viewer { managedBuildings(first: $homes) { edges { node { id databaseId title } } } }
    serviceTypes(managerMayBook: true) { id name description defaultPriceCents category }
  }
`;

const NETWORK_TROUBLE = 'We could not reach Hearth. Check your connection and try again.';
const FIELDS = ['buildingId', 'serviceTypeId', 'accessRequirement', 'accessNotes', 'notes', 'price', 'repeat', 'firstVisitOn'] as const;

/**
 * /manager/service/book (?home=<listing id>, ?ticket=<ticket id>): book an
 * inspection, photos, tours or a turnover cleaning for one of the manager's homes.
 */
export function BookService() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer, serviceTypes } = usePreloadedQuery<QueryType>(BookServiceQuery, queryRef);
  useDocumentTitle('Book a service');
  const homes = viewer.managedBuildings.edges.map((e) => e.node);
  if (homes.length === 0) {
    return (
      <MessagePage title="No homes yet" icon="tools" actions={<Link className="btn btn-primary" to="/manager/listings/new">Add a home</Link>}>
        <p>Services are booked for a home. Add one first.</p>
      </MessagePage>
    );
  }
  return <BookForm homes={homes} serviceTypes={serviceTypes} />;
}

type Home = { id: string; databaseId: string; title: string };
type ServiceType = { id: string; name: string; description: string; defaultPriceCents: number; category: string };

function BookForm({ homes, serviceTypes }: { homes: readonly Home[]; serviceTypes: readonly ServiceType[] }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ticket = /^\d{1,12}$/.test(params.get('ticket') ?? '') ? params.get('ticket') : null;
  const home = homes.find((h) => h.databaseId === params.get('home') || h.id === params.get('home'));
  const { register, handleSubmit, setError, setValue, watch, formState: { errors } } = useForm<BookServiceValues>({
    resolver: zodResolver(bookServiceSchema),
    defaultValues: { buildingId: home?.id ?? (homes.length === 1 ? homes[0].id : ''), serviceTypeId: '', accessNotes: '', notes: '', price: '', repeat: '', firstVisitOn: '' },
  });
  const chosen = serviceTypes.find((t) => t.id === watch('serviceTypeId'));
  // Only cleaning and inspections repeat (the api refuses the rest: service_not_recurring).
  const canRepeat = chosen !== undefined && RECURRING_CATEGORIES.includes(chosen.category);
  const repeating = canRepeat && watch('repeat') !== '';
  const [book, busy] = useBookServiceMutation();
  // One key per attempt: a retry after a lost answer books once; a corrected form is a new attempt.
  const idempotencyKey = useRef(newIdempotencyKey());
  const ids = { home: useId(), type: useId(), repeat: useId(), access: useId(), notes: useId() };

  const onTypeChange = (id: string) => {
    const type = serviceTypes.find((t) => t.id === id);
    if (type) setValue('price', (type.defaultPriceCents / 100).toFixed(2));
    if (!type || !RECURRING_CATEGORIES.includes(type.category)) setValue('repeat', '');
  };
  const onSubmit = (v: BookServiceValues) => book({
    buildingId: v.buildingId, serviceTypeId: v.serviceTypeId, accessRequirement: v.accessRequirement,
    accessNotes: v.accessNotes || null, notes: v.notes || null,
    // The usual price is left to the service type (it follows the type's price); another is set by hand.
    priceCents: dollarsToCents(v.price) === chosen?.defaultPriceCents ? null : dollarsToCents(v.price),
    repeatEveryWeeks: repeating ? Number(v.repeat) : null, firstVisitOn: repeating && v.firstVisitOn ? v.firstVisitOn : null,
    maintenanceTicketId: ticket ? btoa(`MaintenanceTicket:${ticket}`) : null, idempotencyKey: idempotencyKey.current,
  }, {
    onBooked: (databaseId) => navigate(`/manager/service/activities/${databaseId}`),
    onUserErrors: (userErrors) => {
      idempotencyKey.current = newIdempotencyKey();
      showUserErrors(userErrors, setError, FIELDS, BOOK_FORM_FIELD_OF);
    },
    onFailure: () => setError('root.server', { message: NETWORK_TROUBLE }),
  });
  const typeField = register('serviceTypeId');
  return (
    <div className={`page ${styles.page} ${styles.narrow}`}>
      <Link to="/manager/service/activities" className={styles.back}>← Services</Link>
      <h1>Book a service</h1>
      <p className={styles.lead}>We offer it to vetted vendors near the home; you see who takes it and when they come.{ticket ? ` It answers ticket #${ticket}.` : ''}</p>
      <form noValidate aria-label="Book a service" className={`card ${styles.form}`} onSubmit={handleSubmit(onSubmit)}>
        {errors.root?.server && <p role="alert" className="alert alert-error">{errors.root.server.message}</p>}
        <Select id={ids.home} label="Home" error={errors.buildingId?.message} {...register('buildingId')}>
          <option value="" disabled>Choose a home</option>
          {homes.map((h) => <option key={h.id} value={h.id}>{h.title}</option>)}
        </Select>
        <Select id={ids.type} label="Service" error={errors.serviceTypeId?.message} {...typeField}
          onChange={(e) => { void typeField.onChange(e); onTypeChange(e.target.value); }}>
          <option value="" disabled>Choose a service</option>
          {serviceTypes.map((t) => <option key={t.id} value={t.id}>{t.name} ({formatCents(t.defaultPriceCents)})</option>)}
        </Select>
        {canRepeat && (
          <Select id={ids.repeat} label="Repeat" error={errors.repeat?.message} {...register('repeat')}>
            {REPEAT_CHOICES.map(([value, words]) => <option key={value} value={value}>{words}</option>)}
          </Select>
        )}
        {repeating && (
          <TextField type="date" label="First visit on" hint="Leave empty for today. Each next visit is booked when the last one is done or skipped."
            error={errors.firstVisitOn?.message} {...register('firstVisitOn')} />
        )}
        <Select id={ids.access} label="Access" error={errors.accessRequirement?.message} defaultValue="" {...register('accessRequirement')}>
          <option value="" disabled>How does the vendor get in?</option>
          {ACCESS_VALUES.map((a) => <option key={a} value={a}>{ACCESS_LABELS[a]}</option>)}
        </Select>
        <TextField label="Access notes" hint="Lockbox code, gate, parking: only the vendor who takes the job sees them." error={errors.accessNotes?.message} {...register('accessNotes')} />
        <div className="field">
          <label htmlFor={ids.notes} className="field-label">Notes for the vendor</label>
          <textarea id={ids.notes} className="input" rows={3} aria-invalid={errors.notes ? true : undefined} {...register('notes')} />
          {errors.notes && <p className="field-error">{errors.notes.message}</p>}
        </div>
        <TextField label="Price (USD)" inputMode="decimal" hint={repeating ? 'What the vendor is paid for each visit; it starts at the service\'s usual price.' : 'What the vendor is paid; it starts at the service\'s usual price.'} error={errors.price?.message} {...register('price')} />
        <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? 'Booking…' : repeating ? 'Book the series' : 'Book the service'}</button>
      </form>
    </div>
  );
}

function Select({ id, label, error, children, ...rest }: { id: string; label: string; error?: string } & React.SelectHTMLAttributes<HTMLSelectElement> & { ref?: React.Ref<HTMLSelectElement> }) {
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">{label}</label>
      <select id={id} className="input" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...rest}>{children}</select>
      {error && <p id={`${id}-error`} className="field-error">{error}</p>}
    </div>
  );
}
