import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FEE_MONTHS_WITH_FEE, NOTICE_MONTHS } from '../../../common/resolution';
import board from '../shared/components/Board.module.css';
import type { ProposalType } from '../__generated__/caseMutationsProposeMutation.graphql';
import { useProposeMutation } from './caseMutations';
import { dollarsToCents } from '../shared/format';
import { formatCents, monthsOfRent, noticeLabel, proposalTermsOf, proposalTypeLabel } from './caseWords';

const FAILED = 'Your proposal was not sent. Check your connection and try again.';
const FIELDS = ['proposalType', 'feeMonths', 'noticeMonths', 'amountCents', 'message'] as const;

/** The type is required; an amount only for the types whose terms carry one. Fee and notice are chosen from lists. */
const proposeSchema = z.object({
  proposalType: z.string(),
  feeMonths: z.string(),
  noticeMonths: z.string(),
  /** The amount as typed, in dollars (sent as cents). */
  amountCents: z.string(),
  message: z.string(),
}).superRefine(({ proposalType, amountCents }, ctx) => {
  if (!proposalType) ctx.addIssue({ code: 'custom', path: ['proposalType'], message: 'Choose what you propose.' });
  if (proposalTermsOf(proposalType).includes('amount_cents') && !dollarsToCents(amountCents)) {
    ctx.addIssue({ code: 'custom', path: ['amountCents'], message: 'Enter an amount in dollars, like 250 or 250.50.' });
  }
});
type ProposeValues = z.infer<typeof proposeSchema>;

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
  const { register, handleSubmit, watch, setError, resetField, formState: { errors } } = useForm<ProposeValues>({
    resolver: zodResolver(proposeSchema),
    defaultValues: { proposalType: '', feeMonths: '2', noticeMonths: '1', amountCents: '', message: '' },
  });
  const [sent, setSent] = useState(false);
  const [propose, proposing] = useProposeMutation();
  const terms = proposalTermsOf(watch('proposalType'));

  const submit = (values: ProposeValues) => {
    propose({
      caseId,
      proposalType: values.proposalType as ProposalType,
      feeMonths: terms.includes('fee_months') ? Number(values.feeMonths) : null,
      noticeMonths: terms.includes('notice_months') ? Number(values.noticeMonths) : null,
      amountCents: terms.includes('amount_cents') ? dollarsToCents(values.amountCents) : null,
      message: values.message.trim() || null,
    }, {
      onDone: () => { setSent(true); resetField('proposalType'); resetField('amountCents'); resetField('message'); },
      onUserErrors: (userErrors) => {
        // Messages about one field join under it; the rest join in the form's alert.
        const next: Record<string, string> = {};
        for (const e of userErrors) {
          const key = (FIELDS as readonly string[]).includes(e.field ?? '') ? e.field! : 'root';
          next[key] = [next[key], e.message].filter(Boolean).join(' ');
        }
        if (!userErrors.length) next.root = FAILED;
        for (const [key, message] of Object.entries(next)) setError(key === 'root' ? 'root.server' : (key as keyof ProposeValues), { message });
      },
      onFailure: () => setError('root.server', { message: FAILED }),
    });
  };

  const fieldError = (name: keyof ProposeValues) => errors[name] && <p id={`${id}-${name}-error`} className="field-error">{errors[name].message}</p>;
  const other = errors.root?.server?.message;
  return (
    <form className={board.actions} noValidate aria-labelledby={`${id}-title`} onSubmit={(e) => { setSent(false); return handleSubmit(submit)(e); }}>
      <h3 id={`${id}-title`} className={board.sectionTitle}>Make a proposal</h3>
      {hasPending && <p className="muted">A new proposal replaces the one waiting for the tenant.</p>}
      <div className="field">
        <label htmlFor={`${id}-type`} className="field-label">What do you propose?</label>
        <select id={`${id}-type`} className="input" {...register('proposalType')}
          aria-invalid={errors.proposalType ? true : undefined} aria-describedby={errors.proposalType ? `${id}-proposalType-error` : undefined}>
          <option value="">Choose a proposal</option>
          {allowed.map((t) => <option key={t} value={t}>{proposalTypeLabel(t)}</option>)}
        </select>
        {fieldError('proposalType')}
      </div>
      {terms.includes('fee_months') && (
        <div className="field">
          <label htmlFor={`${id}-fee`} className="field-label">Fee</label>
          <select id={`${id}-fee`} className="input" {...register('feeMonths')}>
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
          <select id={`${id}-notice`} className="input" {...register('noticeMonths')}>
            {NOTICE_MONTHS.map((m) => <option key={m} value={m}>{noticeLabel(m)}</option>)}
          </select>
          {fieldError('noticeMonths')}
        </div>
      )}
      {terms.includes('amount_cents') && (
        <div className="field">
          <label htmlFor={`${id}-amount`} className="field-label">Amount in dollars</label>
          <input id={`${id}-amount`} className="input" inputMode="decimal" {...register('amountCents')}
            aria-invalid={errors.amountCents ? true : undefined} aria-describedby={errors.amountCents ? `${id}-amountCents-error` : undefined} />
          {fieldError('amountCents')}
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-message`} className="field-label">Message to the tenant (optional)</label>
        <textarea id={`${id}-message`} className="input" rows={3} {...register('message')} />
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
