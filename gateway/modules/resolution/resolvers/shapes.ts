import { money } from '../../core/money.js';

/** Money from optional cents: absent stays null. */
export const moneyOrNull = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : money(Number(cents)));

/** v20 sends numerics as numbers or, from numeric columns, strings ("0.5"). */
export const numberOrNull = (value: number | string | null | undefined) => (value === null || value === undefined ? null : Number(value));
