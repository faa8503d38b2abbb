import { graphql, useFragment } from 'react-relay';
import { Link, useRevalidator } from 'react-router';
import type { GuarantorSteps_connection$key } from '../../__generated__/GuarantorSteps_connection.graphql';
import { ErrorBoundary } from '../../shared/components/ErrorBoundary';
import { MessagePage } from '../../shared/components/MessagePage';
import styles from './Guarantor.module.css';
import { GuarantorIncomeStep } from './GuarantorIncomeStep';
import { GuarantorScreeningStep } from './GuarantorScreeningStep';
import { guarantorSteps, tenantWords } from './guarantorStatus';

/** The guarantor's steps for one tenant, the current one open, ending in "You're all set". */
export function GuarantorSteps({ connection }: { connection: GuarantorSteps_connection$key }) {
  const c = useFragment(
    graphql`
      fragment GuarantorSteps_connection on GuarantorConnection {
        databaseId
        status
        tenantFirstName
        homeCity
        isApplicationActive
      }
    `,
    connection,
  );
  // A finished step re-runs the route's query (store-and-network), which moves the list on.
  const { revalidate } = useRevalidator();
  const steps = guarantorSteps(c.status);
  const current = steps.find((s) => !s.done)?.key ?? null;
  const tenant = tenantWords(c.tenantFirstName);

  if (current === null) {
    return (
      <MessagePage title="You're all set" icon="heart" actions={<Link className="btn" to="/listings">Browse homes</Link>}>
        <p>Thank you. {tenant.Their} application in {c.homeCity} has everything it needs from you as their guarantor.</p>
        <p>We'll email you if the homeowner asks for anything else.</p>
      </MessagePage>
    );
  }
  return (
    <>
      <h1>Guarantor screening for {tenant.name}</h1>
      <p className="muted">You are {tenant.their} guarantor for a room in {c.homeCity}. Complete both steps so the homeowner can review the application.</p>
      {!c.isApplicationActive && <p className="alert alert-error">{tenant.Their} application is no longer active, so nothing more is needed from you.</p>}
      <ol className={styles.steps} aria-label="Your guarantor steps">
        {steps.map((step, i) => (
          <li key={step.key} className={styles.step} aria-current={step.key === current ? 'step' : undefined}>
            <span className={`${styles.stepMark} ${step.done ? styles.stepDone : ''}`} aria-hidden="true">
              {step.done ? <CheckMark /> : i + 1}
            </span>
            <span className={styles.stepTitle}>
              {step.title}
              <span className="visually-hidden">{step.done ? ' (done)' : step.key === current ? ' (current step)' : ' (to do)'}</span>
            </span>
          </li>
        ))}
      </ol>
      {c.isApplicationActive && (
        <section className={styles.stepBody} aria-label={steps.find((s) => s.key === current)?.title}>
          {/* A step that fails to load leaves the rest of the page (and the progress above) standing. */}
          <ErrorBoundary key={current} name="guarantor_step" fallback={<StepFailed />}>
            {current === 'screening' && <GuarantorScreeningStep guarantorConnectionId={c.databaseId} onCompleted={revalidate} />}
            {current === 'income' && <GuarantorIncomeStep guarantorConnectionId={c.databaseId} onCompleted={revalidate} />}
          </ErrorBoundary>
        </section>
      )}
    </>
  );
}

function StepFailed() {
  return (
    <div role="alert" className="alert alert-error">
      <p>This step did not load. Check your connection and try again; what you finished is saved.</p>
      <button type="button" className="btn" onClick={() => window.location.reload()}>Reload the page</button>
    </div>
  );
}

function CheckMark() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}
