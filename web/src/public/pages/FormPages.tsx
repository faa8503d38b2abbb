import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BRAND } from '../../../../common/brand';
import { PageMeta } from '../../app/meta/PageMeta';
import { Icon } from '../../shared/components/Icon';
import { LEAVE_FEEDBACK, PARTNER_MEETING, type FormPageInfo } from './content/forms';
import { LeaveFeedbackForm } from './forms/LeaveFeedbackForm';
import { PartnerMeetingForm } from './forms/PartnerMeetingForm';
import styles from './PublicPages.module.css';

function FormPage({ page, children, more }: { page: FormPageInfo; children: ReactNode; more?: ReactNode }) {
  return (
    <div className={styles.page}>
      <PageMeta title={page.title} description={page.description} canonicalPath={page.path} />
      <header className={styles.formHeader}>
        <h1>{page.heading}</h1>
        <p>{page.lead}</p>
      </header>
      <div className={styles.formLayout}>
        {children}
        <aside className={styles.aside} aria-labelledby="aside-heading">
          <h2 id="aside-heading">{page.aside.heading}</h2>
          <ul className={styles.checklist}>
            {page.aside.points.map((point) => <li key={point}><Icon name="check" size={18} />{point}</li>)}
          </ul>
          {more}
        </aside>
      </div>
    </div>
  );
}

/** /partner-meeting: a company asks to meet the partnerships team. */
export function PartnerMeetingPage() {
  return (
    <FormPage page={PARTNER_MEETING} more={<p className={styles.intro}>Placing people in our homes? See <Link to="/corporate-housing">corporate housing</Link> and <Link to={`/${BRAND}-for-universities`}>universities</Link>.</p>}>
      <PartnerMeetingForm />
    </FormPage>
  );
}

/** A site path worth recording as the page the feedback is about (`?from=/listings`). */
const SITE_PATH = /^\/[\x21-\x7e]{0,299}$/;

/** /leave-feedback (`?from=` names the page it is about, when linked from one). */
export function LeaveFeedbackPage() {
  const [params] = useSearchParams();
  const from = params.get('from');
  return (
    <FormPage page={LEAVE_FEEDBACK} more={<p className={styles.intro}><Link to="/renter-support">Renter support</Link> · <Link to="/resolution-center">Resolution center</Link></p>}>
      <LeaveFeedbackForm fromPage={from && SITE_PATH.test(from) ? from : null} />
    </FormPage>
  );
}
