// Checks of the application form, run before anything is sent. The api checks the
// same again (and more: promo codes, signed leases); its answers land next to the
// same fields.
import { z } from 'zod';
import { formatDate } from '../../shared/format';

export interface RoomDates {
  id: string;
  availableFrom: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The first day the room can be moved into: today, or later when it frees up later. */
export function earliestMoveIn(room: RoomDates | undefined, today: string): string {
  return room && room.availableFrom > today ? room.availableFrom : today;
}

export function applicationSchema(rooms: readonly RoomDates[], today: string) {
  return z.object({
    bedroomId: z.string().min(1, { error: 'Choose a room.' }),
    moveInDate: z.string().regex(DATE, { error: 'Choose your move-in date.' }),
    moveOutDate: z.string().regex(DATE, { error: 'Choose your move-out date.' }),
    // A lone checkbox reports its value (or false), a group an array: always a list here.
    pets: z.preprocess((v) => (Array.isArray(v) ? v : typeof v === 'string' && v ? [v] : []), z.array(z.string())),
    guarantorName: z.string().trim().max(100, { error: 'Use at most 100 characters.' }),
    guarantorEmail: z.string().trim().toLowerCase()
      .refine((v) => v === '' || z.email().safeParse(v).success, { error: 'Enter an email address, like name@example.com.' }),
    promoCode: z.string().trim().toUpperCase()
      .refine((v) => v === '' || /^[A-Z0-9_-]{1,40}$/.test(v), { error: 'Promo codes are letters and digits, like FIRST50.' }),
  }).superRefine((form, ctx) => {
    const room = rooms.find((r) => r.id === form.bedroomId);
    const earliest = earliestMoveIn(room, today);
    if (DATE.test(form.moveInDate) && form.moveInDate < earliest) {
      const message = earliest === today ? 'Choose a move-in date from today on.' : `This room is free from ${formatDate(earliest)}.`;
      ctx.addIssue({ code: 'custom', path: ['moveInDate'], message });
    }
    if (DATE.test(form.moveInDate) && DATE.test(form.moveOutDate) && form.moveOutDate <= form.moveInDate) {
      ctx.addIssue({ code: 'custom', path: ['moveOutDate'], message: 'Choose a move-out date after your move-in date.' });
    }
    if (form.guarantorName && !form.guarantorEmail) {
      ctx.addIssue({ code: 'custom', path: ['guarantorEmail'], message: "Add your guarantor's email, or leave both guarantor fields empty." });
    }
    if (form.guarantorEmail && !form.guarantorName) {
      ctx.addIssue({ code: 'custom', path: ['guarantorName'], message: "Add your guarantor's name, or leave both guarantor fields empty." });
    }
  });
}

export type ApplicationFormInput = z.input<ReturnType<typeof applicationSchema>>;
export type ApplicationFormOutput = z.output<ReturnType<typeof applicationSchema>>;
