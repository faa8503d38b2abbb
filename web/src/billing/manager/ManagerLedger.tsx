import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { ManagerLedgerQuery as QueryType } from '../../__generated__/ManagerLedgerQuery.graphql';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { formatDate } from '../../shared/format';
import { MessagePage } from '../../shared/components/MessagePage';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { ChargedToTenants } from './ChargedToTenants';
import { downloadCsv } from './downloadCsv';
import { LedgerChart } from './LedgerChart';
import { csvFileName, ledgerFiltersToParams, parseLedgerFilters, type LedgerFilters } from './ledgerData';
import { LedgerEntries } from './LedgerEntries';
import { LedgerFilterBar } from './LedgerFilterBar';
import styles from './ManagerLedger.module.css';

export const ManagerLedgerQuery = graphql`
  query ManagerLedgerQuery($buildingId: ID, $tenantUserId: ID, $ledgerItemType: LedgerItemType, $month: String) {
    viewer {
      ...LedgerEntries_viewer @arguments(buildingId: $buildingId, tenantUserId: $tenantUserId, ledgerItemType: $ledgerItemType, month: $month)
      billing {
        payoutAccountConnectedAt
        payoutsPaused
        payouts { databaseId amount { formatted } createdAt }
        ...ChargedToTenants_billing
        ledger {
          # Only id and title: the filter's list stays light for a manager with hundreds of homes.
          homes { buildingId title }
          balance { formatted }
          outstanding { formatted }
          depositsHeld { formatted }
          csvPath(buildingId: $buildingId, tenantUserId: $tenantUserId, ledgerItemType: $ledgerItemType, month: $month)
          monthlyTotals(months: 6, buildingId: $buildingId) {
            month charged { cents formatted } collected { cents formatted } credited { cents formatted }
          }
        }
      }
    }
  }
`;

/** /manager/ledger: where the money stands, month by month, entry by entry, and what was paid out. */
export function ManagerLedger() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<QueryType>(ManagerLedgerQuery, queryRef);
  useDocumentTitle('Ledger & payments');
  const [params, setParams] = useSearchParams();
  const filters = parseLedgerFilters(params);
  const [csvError, setCsvError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  const billing = viewer.billing;
  if (!billing) return <div className="page"><MessagePage title="Sign in to see your ledger" /></div>;
  const { ledger } = billing;

  const onFilters = (next: LedgerFilters) => setParams(ledgerFiltersToParams(next), { replace: true });
  const onCsv = async () => {
    setCsvError(null);
    setDownloading(true);
    try {
      await downloadCsv(ledger.csvPath, csvFileName(filters));
    } catch {
      setCsvError('The CSV could not be downloaded. Try again.');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className={`page ${styles.page}`}>
      <h1>Ledger &amp; payments</h1>
      {billing.payoutsPaused && (
        <p className="alert alert-error" role="status">
          Payouts are paused by Hearth. Collected rent stays in your balance until they resume; contact support to find out why.
        </p>
      )}
      {!billing.payoutAccountConnectedAt && ledger.homes.length > 0 && (
        <p className="alert alert-error">
          No payout account is connected, so nothing can be paid out. <Link to="/manager/account-link">Set up automatic payments</Link>
        </p>
      )}
      <dl className={styles.totals}>
        <div className="card"><dt>Balance owed to you</dt><dd>{ledger.balance.formatted}</dd></div>
        <div className="card"><dt>Unpaid by your tenants</dt><dd>{ledger.outstanding.formatted}</dd></div>
        <div className="card"><dt>Security deposits Hearth holds</dt><dd>{ledger.depositsHeld.formatted}</dd></div>
      </dl>
      <p className={`muted ${styles.explain}`}>
        Your balance is the sum of your entries below: your share of what tenants pay (rent less Hearth&apos;s platform fee, and the fees
        you charge in full), less payouts. Security deposits stay with Hearth until the lease ends; card fees are the tenant&apos;s and
        never counted here.
      </p>

      <section aria-labelledby="chart-heading" className={styles.section}>
        <h2 id="chart-heading">Charged and collected</h2>
        <p className="muted">
          By the month each invoice is for: what your tenants were billed, what they paid of it, and what that added to your balance.
        </p>
        <LedgerChart months={ledger.monthlyTotals} />
      </section>

      <section aria-labelledby="entries-heading" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="entries-heading">Entries</h2>
          <button type="button" className="btn" onClick={onCsv} disabled={downloading} aria-describedby={csvError ? 'csv-error' : undefined}>
            {downloading ? 'Preparing CSV…' : 'Export CSV'}
          </button>
        </div>
        {csvError && <p id="csv-error" className="field-error" role="alert">{csvError}</p>}
        <LedgerEntries viewer={viewer} filtered={Object.values(filters).some(Boolean)}>
          {(tenants) => (
            <LedgerFilterBar
              filters={filters}
              homes={ledger.homes.map((h) => ({ id: h.buildingId, title: h.title }))}
              tenants={tenants}
              onChange={onFilters}
            />
          )}
        </LedgerEntries>
      </section>

      <ChargedToTenants billing={billing} />

      <section aria-labelledby="payouts-heading" className={styles.section}>
        <h2 id="payouts-heading">Payouts</h2>
        {billing.payouts.length === 0 ? (
          <p className="muted">No payouts yet. Collected rent is paid out to your connected account automatically.</p>
        ) : (
          <ul className={styles.payouts}>
            {billing.payouts.map((p) => (
              <li key={p.databaseId}><time dateTime={p.createdAt}>{formatDate(p.createdAt)}</time><strong>{p.amount.formatted}</strong></li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
