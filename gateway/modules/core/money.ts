import { formatUsd } from '../../../common/money.js';

export interface Money {
  cents: number;
  formatted: string;
}

/** Money from v20's integer cents; whole dollars print without cents (`$850`, `$849.50`): common/money.ts formatUsd. */
export function money(cents: number): Money {
  return { cents, formatted: formatUsd(cents) };
}
