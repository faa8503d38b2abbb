import { useId, useState } from 'react';
import { FEE_MONTHS_WITH_FEE, NOTICE_MONTHS } from '../../../common/resolution';
import board from '../shared/components/Board.module.css';
import type { ProposalType } from '../__generated__/caseMutationsProposeMutation.graphql';
import { useProposeMutation } from './caseMutations';
import { dollarsToCents } from '../shared/format';
import { formatCents, monthsOfRent, noticeLabel, proposalTermsOf, proposalTypeLabel } from './caseWords';

const FAILED = 'Your proposal was not sent. Check your connection and try again.';


/**
 * The manager's proposal: only the types this case allows, and for the chosen one
 * only the terms it needs (fee months with the amount they come to, notice, or an
 * amount in dollars), plus a message to the tenant.
 */
export function ProposeForm({ caseId, allowed, monthlyRentCents, hasPending }: {
  caseId: string;
  allowed: readonly string[];
  monthlyRentCents: number | null;
  hasPending: boolean;
}) {
  const id = useId();
  const [type, setType] = useState('');
  const [feeMonths, setFeeMonths] = useState('2');
  const [notice, setNotice] = useState('1');
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);
  const [propose, proposing] = useProposeMutation();
  const terms = proposalTermsOf(type);

  const submit = () => {
    const problems: Record<string, string> = {};
    if (!type) problems.proposalType = 'Choose what you propose.';
    const cents = terms.includes('amount_cents') ? dollarsToCents(amount) : null;
    if (terms.includes('amount_cents') && !cents) problems.amountCents = 'Enter an amount in dollars, like 250 or 250.50.';
    setErrors(problems);
    setSent(false);
    if (Object.keys(problems).length) return;
    propose({
      caseId,
      proposalType: type as ProposalType,
      feeMonths: terms.includes('fee_months') ? Number(feeMonths) : null,
      noticeMonths: terms.includes('notice_months') ? Number(notice) : null,
      amountCents: cents,
      message: message.trim() || null,
    }, {
      onDone: () => { setSent(true); setType(''); setAmount(''); setMessage(''); },
      onUserErrors: (userErrors) => {
        const next: Record<string, string> = {};
        for (const e of userErrors) next[e.field ?? 'root'] = [next[e.field ?? 'root'], e.message].filter(Boolean).join(' ');
        if (!userErrors.length) next.root = FAILED;
        setErrors(next);
      },
      onFailure: () => setErrors({ root: FAILED }),
    });
  };

  const fieldError = (name: string) => errors[name] && <p id={`${id}-${name}-error`} className="field-error">{errors[name]}</p>;
  const known = new Set(['proposalType', 'feeMonths', 'noticeMonths', 'amountCents', 'message']);
  const other = Object.entries(errors).filter(([k]) => !known.has(k)).map(([, v]) => v).join(' ');
  return (
    <form className={board.actions} noValidate aria-labelledby={`${id}-title`} onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <h3 id={`${id}-title`} className={board.sectionTitle}>Make a proposal</h3>
      {hasPending && <p className="muted">A new proposal replaces the one waiting for the tenant.</p>}
      <div className="field">
        <label htmlFor={`${id}-type`} className="field-label">What do you propose?</label>
        <select id={`${id}-type`} className="input" value={type} onChange={(e) => setType(e.target.value)}
          aria-invalid={errors.proposalType ? true : undefined} aria-describedby={errors.proposalType ? `${id}-proposalType-error` : undefined}>
          <option value="">Choose a proposal</option>
          {allowed.map((t) => <option key={t} value={t}>{proposalTypeLabel(t)}</option>)}
        </select>
        {fieldError('proposalType')}
      </div>
      {terms.includes('fee_months') && (
        <div className="field">
          <label htmlFor={`${id}-fee`} className="field-label">Fee</label>
          <select id={`${id}-fee`} className="input" value={feeMonths} onChange={(e) => setFeeMonths(e.target.value)}>
            {FEE_MONTHS_WITH_FEE.map((m) => (
              <option key={m} value={m}>{monthsOfRent(m)}{monthlyRentCents ? ` (${formatCents(m * monthlyRentCents)})` : ''}</option>
            ))}
          </select>
          {fieldError('feeMonths')}
        </div>
      )}
      {terms.includes('notice_months') && (
        <div className="field">
          <label htmlFor={`${id}-notice`} className="field-label">Notice</label>
          <select id={`${id}-notice`} className="input" value={notice} onChange={(e) => setNotice(e.target.value)}>
            {NOTICE_MONTHS.map((m) => <option key={m} value={m}>{noticeLabel(m)}</option>)}
          </select>
          {fieldError('noticeMonths')}
        </div>
      )}
      {terms.includes('amount_cents') && (
        <div className="field">
          <label htmlFor={`${id}-amount`} className="field-label">Amount in dollars</label>
          <input id={`${id}-amount`} className="input" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)}
            aria-invalid={errors.amountCents ? true : undefined} aria-describedby={errors.amountCents ? `${id}-amountCents-error` : undefined} />
          {fieldError('amountCents')}
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-message`} className="field-label">Message to the tenant (optional)</label>
        <textarea id={`${id}-message`} className="input" rows={3} value={message} onChange={(e) => setMessage(e.target.value)} />
        {fieldError('message')}
      </div>
      {other && <p role="alert" className="alert alert-error">{other}</p>}
      {sent && <p role="status" className="alert alert-success">Proposal sent. The tenant has been told.</p>}
      <div className={board.buttons}>
        <button type="submit" className="btn btn-primary" disabled={proposing}>{proposing ? 'Sending…' : 'Send proposal'}</button>
      </div>
    </form>
  );
}
