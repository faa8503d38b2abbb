// The trades step's form: what the vendor picks, the checks made before saving,
// and the GraphQL input it becomes.
import { z } from 'zod';
import { CITY_PAGES } from '../../../../common/regions';
import { VENDOR_TRADES } from '../serviceCategories';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const TRADE_CHOICES = VENDOR_TRADES.map((t) => ({ value: t.key.toUpperCase(), label: t.label }));
export const REGION_CHOICES = CITY_PAGES.map((p) => ({ value: p.key, label: `${p.title}, ${p.state}` }));

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const day = z.object({ open: z.boolean(), opens: z.string(), closes: z.string() });

export const tradesSchema = z.object({
  serviceCategories: z.array(z.string()).min(1, 'Pick at least one trade.'),
  regions: z.array(z.string()).min(1, 'Pick at least one city.'),
  hours: z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, day])) as Record<Weekday, typeof day>),
  timeZone: z.string().min(1, 'Pick your time zone.'),
}).superRefine((v, ctx) => {
  if (!WEEKDAYS.some((d) => v.hours[d].open)) ctx.addIssue({ code: 'custom', path: ['hours', 'monday', 'open'], message: 'Open at least one day a week.' });
  for (const d of WEEKDAYS) {
    const h = v.hours[d];
    if (!h.open) continue;
    if (!HHMM.test(h.opens) || !HHMM.test(h.closes)) ctx.addIssue({ code: 'custom', path: ['hours', d, 'closes'], message: 'Give both times.' });
    else if (h.closes <= h.opens) ctx.addIssue({ code: 'custom', path: ['hours', d, 'closes'], message: 'Close after you open.' });
  }
});

export type TradesValues = z.infer<typeof tradesSchema>;

type Hours = Partial<Record<Weekday, { opens: string; closes: string } | null>>;

/** A new company opens Monday to Friday, 08:00-17:00, until the vendor says otherwise. */
export function hoursValues(hours: Hours | null): TradesValues['hours'] {
  return Object.fromEntries(WEEKDAYS.map((d, i) => {
    const h = hours ? hours[d] : (i < 5 ? { opens: '08:00', closes: '17:00' } : null);
    return [d, { open: Boolean(h), opens: h?.opens ?? '08:00', closes: h?.closes ?? '17:00' }];
  })) as TradesValues['hours'];
}

/** The open days only: a closed day is left out. */
export function businessHoursInput(hours: TradesValues['hours']): Record<string, { opens: string; closes: string }> {
  return Object.fromEntries(WEEKDAYS.filter((d) => hours[d].open).map((d) => [d, { opens: hours[d].opens, closes: hours[d].closes }]));
}
