import { formatUsd } from '../../../common/money.js';

export interface Money {
  readonly cents: number;
  readonly formatted: string;
}

/**
 * Money from v20's integer cents. `formatted` is worked out only when a field asks
 * for it (a browse page asks for cents of hundreds of rents and formats a few):
 * whole dollars print without cents (`$850`, `$849.50`), common/money.ts formatUsd,
 * whose Intl.NumberFormat instances are made once.
 */
class CentsMoney implements Money {
  constructor(readonly cents: number) {}

  get formatted(): string {
    return formatUsd(this.cents);
  }
}

export function money(cents: number): Money {
  return new CentsMoney(cents);
}
