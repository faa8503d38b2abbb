import { useId } from 'react';
import { enumLabel } from '../../shared/format';
import { LEDGER_ITEM_TYPES } from '../../../../common/money';
import { LEDGER_ITEM_TYPE_VALUES, type LedgerFilters, type LedgerItemTypeValue } from './ledgerData';
import styles from './ManagerLedger.module.css';

/** Home, tenant, type and month: each change applies at once (the URL holds them). */
export function LedgerFilterBar({ filters, homes, tenants, onChange }: {
  filters: LedgerFilters;
  homes: ReadonlyArray<{ id: string; title: string }>;
  tenants: ReadonlyArray<{ id: string; name: string }>;
  onChange(filters: LedgerFilters): void;
}) {
  const id = useId();
  const set = (patch: Partial<LedgerFilters>) => onChange({ ...filters, ...patch });
  const any = Object.values(filters).some(Boolean);
  return (
    <form className={styles.filters} aria-label="Filter entries" onSubmit={(e) => e.preventDefault()}>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-home`}>Home</label>
        <select id={`${id}-home`} className="input" value={filters.buildingId ?? ''} onChange={(e) => set({ buildingId: e.target.value || null })}>
          <option value="">All homes</option>
          {homes.map((h) => <option key={h.id} value={h.id}>{h.title}</option>)}
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-tenant`}>Tenant</label>
        <select id={`${id}-tenant`} className="input" value={filters.tenantUserId ?? ''} onChange={(e) => set({ tenantUserId: e.target.value || null })}>
          <option value="">All tenants</option>
          {tenants.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
          {/* Tenants come from the loaded entries; one chosen earlier stays choosable. */}
          {filters.tenantUserId && !tenants.some((t) => t.id === filters.tenantUserId) && <option value={filters.tenantUserId}>Chosen tenant</option>}
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-type`}>Type</label>
        <select id={`${id}-type`} className="input" value={filters.ledgerItemType ?? ''}
          onChange={(e) => set({ ledgerItemType: (e.target.value || null) as LedgerItemTypeValue | null })}>
          <option value="">All types</option>
          {LEDGER_ITEM_TYPE_VALUES.map((t) => <option key={t} value={t}>{enumLabel(t, LEDGER_ITEM_TYPES)}</option>)}
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-month`}>Month</label>
        <input id={`${id}-month`} className="input" type="month" value={filters.month ?? ''} onChange={(e) => set({ month: e.target.value || null })} />
      </div>
      {any && (
        <button type="button" className="btn btn-quiet" onClick={() => onChange({ buildingId: null, tenantUserId: null, ledgerItemType: null, month: null })}>
          Clear filters
        </button>
      )}
    </form>
  );
}
