import { describe, expect, it } from 'vitest';
import { fromGlobalId, restIdOf, toGlobalId } from './globalId.js';

describe('global ids', () => {
  it('round-trip type and REST id', () => {
    const id = toGlobalId('Building', 42);
    expect(id).toBe(Buffer.from('Building:42').toString('base64'));
    expect(fromGlobalId(id)).toEqual({ type: 'Building', restId: '42' });
  });

  it.each([
    ['not base64 at all', '%%%'],
    ['an unknown type', Buffer.from('Payment:1').toString('base64')],
    ['a REST id that is not a positive integer', Buffer.from('Building:abc').toString('base64')],
    ['a zero id', Buffer.from('Building:0').toString('base64')],
    ['no separator', Buffer.from('Building').toString('base64')],
    ['an id with trailing garbage', `${toGlobalId('Building', 1)}!!`],
  ])('%s is not an id of ours', (_case, id) => {
    expect(fromGlobalId(id)).toBeNull();
  });

  it('restIdOf accepts only the expected type', () => {
    expect(restIdOf(toGlobalId('Bedroom', 7), 'Bedroom')).toBe('7');
    expect(restIdOf(toGlobalId('Bedroom', 7), 'Building')).toBeNull();
  });
});
