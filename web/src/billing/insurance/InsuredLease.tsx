import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { InsuredLease_lifecycle$key } from '../../__generated__/InsuredLease_lifecycle.graphql';
import { formatDate, todayIso } from '../../shared/format';
import { ProofForm } from './ProofForm';
import styles from './RentersInsurance.module.css';
import { useBuyRentersInsuranceMutation } from './useBuyRentersInsuranceMutation';

/** One lease: the cover on record, then the plans to buy or a proof to hand in. */
export function InsuredLease({ lifecycle }: { lifecycle: InsuredLease_lifecycle$key }) {
  const l = useFragment(graphql`
    fragment InsuredLease_lifecycle on Lifecycle {
      id
      moveInDate
      moveOutDate
      allowedActions
      building { title }
      isCoveredByRentersInsurance
      rentersInsurancePolicy {
        source carrier policyNumber startsOn endsOn isActive plan
        personalPropertyLimit { formatted }
        liabilityLimit { formatted }
        deductible { formatted }
        monthlyPremium { formatted }
        documentUrl documentFileName
      }
      rentersInsurancePlans {
        plan name
        personalPropertyLimit { formatted }
        liabilityLimit { formatted }
        deductible { formatted }
        monthlyPremium { formatted }
      }
    }
  `, lifecycle);
  const [buy, buying] = useBuyRentersInsuranceMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [showProof, setShowProof] = useState(false);
  const policy = l.rentersInsurancePolicy;
  const mayAct = l.allowedActions.includes('RENTERS_INSURANCE_POLICY');
  const bought = policy?.source === 'PURCHASE';
  const title = l.building.title;

  const onBuy = (plan: (typeof l.rentersInsurancePlans)[number]['plan']) => {
    setProblem(null);
    buy({ lifecycleId: l.id, plan }, {
      onDone: () => undefined,
      onUserErrors: (errors) => setProblem(errors[0]?.message ?? 'This plan could not be bought.'),
      onFailure: () => setProblem('Something went wrong on our side. Nothing was bought; try again in a moment.'),
    });
  };

  return (
    <section className={styles.lease} aria-label={`Renters insurance for ${title}`}>
      <div className={styles.leaseHead}>
        <h2>{title}</h2>
        <p className="muted">Lease {formatDate(l.moveInDate)} – {formatDate(l.moveOutDate)}</p>
      </div>

      {policy ? (
        <div className={`card ${styles.policy} ${policy.isActive ? styles.covered : styles.lapsed}`}>
          <p className={styles.status}>
            {policy.isActive ? `Covered until ${formatDate(policy.endsOn)}`
              : policy.startsOn > todayIso() ? `Cover starts ${formatDate(policy.startsOn)}`
                : `Cover ended ${formatDate(policy.endsOn)}`}
          </p>
          <dl className={styles.facts}>
            <div><dt>Insurer</dt><dd>{policy.carrier}</dd></div>
            <div><dt>Policy number</dt><dd>{policy.policyNumber}</dd></div>
            <div><dt>Dates</dt><dd>{formatDate(policy.startsOn)} – {formatDate(policy.endsOn)}</dd></div>
            {policy.plan
              ? <div><dt>Plan</dt><dd>{policy.plan.charAt(0) + policy.plan.slice(1).toLowerCase()} · {policy.monthlyPremium?.formatted}/month</dd></div>
              : <div><dt>Plan</dt><dd>Your own policy</dd></div>}
            {policy.personalPropertyLimit && <div><dt>Your belongings</dt><dd>up to {policy.personalPropertyLimit.formatted}</dd></div>}
            {policy.liabilityLimit && <div><dt>Liability</dt><dd>up to {policy.liabilityLimit.formatted}</dd></div>}
            {policy.deductible && <div><dt>Deductible</dt><dd>{policy.deductible.formatted}</dd></div>}
          </dl>
          {policy.documentUrl && (
            <a className="btn" href={policy.documentUrl} target="_blank" rel="noreferrer">
              {bought ? 'Download certificate' : 'View your proof'}
              <span className="visually-hidden"> ({policy.documentFileName})</span>
            </a>
          )}
          <p className={`muted ${styles.small}`}>Your manager sees this policy and its {bought ? 'certificate' : 'proof'}.</p>
        </div>
      ) : (
        <p className={styles.notCovered}>Not covered yet.</p>
      )}

      {mayAct && !bought && (
        <>
          <h3 className={styles.subhead}>{policy ? 'Or switch to a plan from Hearth' : 'Choose a plan'}</h3>
          <p className="muted">Priced for this home. Cover runs from today (or your move-in day) to the end of your lease; the certificate is ready at once.</p>
          <ul className={styles.plans}>
            {l.rentersInsurancePlans.map((p) => (
              <li key={p.plan} className={`card ${styles.plan}`}>
                <h4 className={styles.planName}>{p.name}</h4>
                <p className={styles.price}><strong>{p.monthlyPremium.formatted}</strong> / month</p>
                <ul className={styles.limits}>
                  <li>Your belongings up to {p.personalPropertyLimit.formatted}</li>
                  <li>Liability up to {p.liabilityLimit.formatted}</li>
                  <li>{p.deductible.formatted} deductible</li>
                </ul>
                <button type="button" className="btn btn-primary" disabled={buying} onClick={() => onBuy(p.plan)}
                  aria-label={`Buy ${p.name} for ${p.monthlyPremium.formatted} a month`}>
                  Buy {p.name}
                </button>
              </li>
            ))}
          </ul>
          {problem && <p role="alert" className="alert alert-error">{problem}</p>}
          <div className={styles.proof}>
            {showProof ? <ProofForm lifecycleId={l.id} onSaved={() => setShowProof(false)} />
              : (
                <p>
                  Already insured elsewhere?{' '}
                  <button type="button" className="btn btn-quiet" onClick={() => setShowProof(true)}>Upload proof of your policy</button>
                </p>
              )}
          </div>
        </>
      )}
    </section>
  );
}
