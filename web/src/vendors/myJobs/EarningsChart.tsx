import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMonth, formatShortMonth } from '../../shared/format';
import { formatPay } from '../jobs/jobWords';
import styles from '../jobs/Jobs.module.css';

/** Earnings per month as bars (recharts, as the manager ledger's chart), with the same numbers as a table for screen readers. */
export function EarningsChart({ months }: { months: ReadonlyArray<{ month: string; cents: number }> }) {
  if (months.every((m) => m.cents === 0)) return <p className={styles.empty} data-testid="earnings-empty">No completed jobs paid in the last months yet.</p>;
  const rows = months.map((m) => ({ label: formatShortMonth(m.month), month: m.month, earned: m.cents / 100 }));
  return (
    <div data-testid="earnings-chart">
      <div aria-hidden="true" className={styles.chartBox}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e4d9cb" />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} />
            <YAxis tickFormatter={(v: number) => `$${v}`} tick={{ fontSize: 12 }} width={52} />
            <Tooltip formatter={(v) => formatPay(Number(v) * 100)} />
            <Bar dataKey="earned" name="Earned" fill="#2f6b4f" radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <div className="visually-hidden">
        <table>
          <caption>Earnings by month</caption>
          <thead><tr><th scope="col">Month</th><th scope="col">Earned</th></tr></thead>
          <tbody>{months.map((m) => <tr key={m.month}><th scope="row">{formatMonth(m.month)}</th><td>{formatPay(m.cents)}</td></tr>)}</tbody>
        </table>
      </div>
    </div>
  );
}
