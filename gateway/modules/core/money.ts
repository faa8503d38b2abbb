const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

export interface Money {
  cents: number;
  formatted: string;
}

/** Money from v20's integer cents; whole dollars print without cents (`$850`, `$849.50`). */
export function money(cents: number): Money {
  const dollars = cents / 100;
  return { cents, formatted: (cents % 100 === 0 ? whole : withCents).format(dollars) };
}
