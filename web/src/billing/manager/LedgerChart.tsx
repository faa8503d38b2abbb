import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMonth } from '../../shared/format';
import { chartRows, dollarsTick, hasActivity, type ChartRow } from './ledgerData';
import styles from './ManagerLedger.module.css';

type Amount = { readonly cents: number; readonly formatted: string };
type Month = { readonly month: string; readonly charged: Amount; readonly collected: Amount; readonly credited: Amount };

const SERIES = ['charged', 'collected', 'credited'];
// The tooltip names the month in full ("November 2026"); the axis has only room for "Nov 2026".
const tooltipMonth = (label: unknown, payload: ReadonlyArray<{ payload?: ChartRow }>) =>
  (payload[0]?.payload ? formatMonth(payload[0].payload.month) : String(label));
const money = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('en-US', { style: 'currency', currency: 'USD' }) : String(value));

/**
 * Per month: charged and collected (invoice amounts of your homes), and what your
 * account gained (docs/money.md "What each screen shows"). The bars are hidden
 * from screen readers, which get the same numbers as a table instead.
 */
export function LedgerChart({ months }: { months: readonly Month[] }) {
  const rows = chartRows(months);
  if (!hasActivity(rows)) return <p className="muted">Nothing charged or collected in the last months yet.</p>;
  return (
    <div className={styles.chart} data-testid="ledger-chart">
      <div aria-hidden="true" className={styles.chartBox}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e4d9cb" />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} />
            <YAxis tickFormatter={dollarsTick} tick={{ fontSize: 12 }} width={52} />
            <Tooltip formatter={money} labelFormatter={tooltipMonth} itemSorter={(item) => SERIES.indexOf(String(item.dataKey))} />
            {/* Legend text in the body colour: the bar colours are too light to read as text. */}
            {/* In the bars' order (charged, collected, added), not sorted by name. */}
            <Legend itemSorter={(item) => SERIES.indexOf(String(item.dataKey))} formatter={(value) => <span style={{ color: 'var(--color-text)' }}>{value}</span>} />
            <Bar dataKey="charged" name="Charged" fill="#8a7b6c" radius={[4, 4, 0, 0]} isAnimationActive={false} />
            <Bar dataKey="collected" name="Collected" fill="#b4472b" radius={[4, 4, 0, 0]} isAnimationActive={false} />
            <Bar dataKey="credited" name="Added to your balance" fill="#2f6b4f" radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* A table ignores the 1px width of .visually-hidden and widened the phone page: its wrapper does not. */}
      <div className="visually-hidden">
        <table>
          <caption>Charged and collected by month</caption>
          <thead><tr><th scope="col">Month</th><th scope="col">Charged</th><th scope="col">Collected</th><th scope="col">Added to your balance</th></tr></thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row"><time dateTime={m.month.slice(0, 7)}>{formatMonth(m.month)}</time></th><td>{m.charged.formatted}</td><td>{m.collected.formatted}</td><td>{m.credited.formatted}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
