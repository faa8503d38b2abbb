import { describe, expect, it } from 'vitest';
import { applicationSchema, earliestMoveIn } from './applicationSchema';

const rooms = [{ id: 'now', availableFrom: '2026-01-01' }, { id: 'later', availableFrom: '2026-08-01' }];
const schema = applicationSchema(rooms, '2026-06-10');
const valid = {
  bedroomId: 'now', moveInDate: '2026-07-01', moveOutDate: '2027-01-01', pets: [], guarantorName: '', guarantorEmail: '', promoCode: '',
};
const errorsOf = (form: object) => {
  const result = schema.safeParse({ ...valid, ...form });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('application form', () => {
  it('accepts a complete application and tidies the promo code and email', () => {
    const result = schema.parse({ ...valid, promoCode: ' first50 ', guarantorName: 'Pat', guarantorEmail: 'Pat@Example.com ' });
    expect(result).toMatchObject({ promoCode: 'FIRST50', guarantorEmail: 'pat@example.com' });
  });

  it('reads one ticked pet, a lone unticked box and a group alike', () => {
    expect(schema.parse({ ...valid, pets: 'CATS' }).pets).toEqual(['CATS']);
    expect(schema.parse({ ...valid, pets: false }).pets).toEqual([]);
    expect(schema.parse({ ...valid, pets: ['CATS', 'SMALL_DOGS'] }).pets).toEqual(['CATS', 'SMALL_DOGS']);
  });

  it('asks for a room and both dates', () => {
    expect(Object.keys(errorsOf({ bedroomId: '', moveInDate: '', moveOutDate: '' }))).toEqual(['bedroomId', 'moveInDate', 'moveOutDate']);
  });

  it('refuses a move-in in the past, or before the room is free', () => {
    expect(errorsOf({ moveInDate: '2026-06-09' })).toEqual({ moveInDate: 'Choose a move-in date from today on.' });
    expect(errorsOf({ bedroomId: 'later', moveInDate: '2026-07-15' })).toEqual({ moveInDate: 'This room is free from Aug 1, 2026.' });
  });

  it('needs the move-out after the move-in', () => {
    expect(errorsOf({ moveOutDate: '2026-07-01' })).toEqual({ moveOutDate: 'Choose a move-out date after your move-in date.' });
  });

  it('needs a guarantor name and email together', () => {
    expect(Object.keys(errorsOf({ guarantorName: 'Pat' }))).toEqual(['guarantorEmail']);
    expect(Object.keys(errorsOf({ guarantorEmail: 'pat@example.com' }))).toEqual(['guarantorName']);
    expect(Object.keys(errorsOf({ guarantorName: 'Pat', guarantorEmail: 'not an email' }))).toEqual(['guarantorEmail']);
  });

  it('the earliest move-in is today, or the day the room frees up', () => {
    expect(earliestMoveIn(rooms[0], '2026-06-10')).toBe('2026-06-10');
    expect(earliestMoveIn(rooms[1], '2026-06-10')).toBe('2026-08-01');
    expect(earliestMoveIn(undefined, '2026-06-10')).toBe('2026-06-10');
  });
});
