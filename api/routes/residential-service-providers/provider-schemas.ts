import { z } from 'zod';
import { REGION_SLUGS } from '../../../common/regions.js';
import { VENDOR_SERVICE_CATEGORIES, WEEKDAYS } from '../../../common/services.js';
import { isTimeZone } from '../../domain/services/business-hours.js';
import { UUID } from '../../uploads/uploads-repository.js';

const oneOf = (values: readonly string[]) => ({ error: `Use one of: ${values.join(', ')}.` });
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = z.string({ error: 'Use a time HH:MM (24 h).' }).regex(HHMM, { error: 'Use a time HH:MM (24 h).' });
const unique = <T extends z.ZodType<string>>(item: T, what: string) => z.array(item, { error: `Give a list of ${what}.` })
  .min(1, { error: `Name at least one of the ${what}.` }).transform((xs) => [...new Set(xs)]);

const OpeningHours = z.object({ opens: clock, closes: clock }).strict()
  .refine((h) => h.opens < h.closes, { error: 'Closing time must be after opening time.', path: ['closes'] });

export const BusinessHoursBody = z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, OpeningHours.optional()])) as Record<(typeof WEEKDAYS)[number], z.ZodOptional<typeof OpeningHours>>)
  .strict()
  .refine((h) => Object.values(h).some(Boolean), { error: 'Open on at least one weekday.' });

const fields = {
  name: z.string({ error: 'Give the company\'s name.' }).trim().min(1, { error: 'Give the company\'s name.' }).max(120, { error: 'Use at most 120 characters.' }),
  service_categories: unique(z.enum(VENDOR_SERVICE_CATEGORIES, oneOf(VENDOR_SERVICE_CATEGORIES)), 'vendor service categories'),
  regions: unique(z.enum(REGION_SLUGS, oneOf(REGION_SLUGS)), 'regions'),
  business_hours: BusinessHoursBody,
  time_zone: z.string({ error: 'Give an IANA time zone, e.g. America/New_York.' }).refine(isTimeZone, { error: 'Give an IANA time zone, e.g. America/New_York.' }),
};

export const CreateProviderBody = z.object(fields).strict();
export const PatchProviderBody = z.object({
  name: fields.name.optional(), service_categories: fields.service_categories.optional(), regions: fields.regions.optional(),
  business_hours: fields.business_hours.optional(), time_zone: fields.time_zone.optional(),
  photo_file_id: z.string({ error: 'Use the id of an uploaded photo (purpose service_provider_photo), or null.' }).trim().toLowerCase()
    .regex(UUID, { error: 'Use the id of an uploaded photo (purpose service_provider_photo), or null.' }).nullable().optional()
    .describe('The company\'s photo or logo: your upload of purpose service_provider_photo; null removes it.'),
}).strict();

export const TAGS = ['service marketplace'];
