import { describe, expect, it } from 'vitest';
import { chooseConnection } from './chooseConnection';

const list = [
  { databaseId: '9', status: 'COMPLETED' },
  { databaseId: '7', status: 'SCREENING_COMPLETED' },
  { databaseId: '3', status: 'ACCEPTED' },
];

describe('the connection /guarantor-complete shows', () => {
  it('is the one the link names', () => {
    expect(chooseConnection(list, '3')?.databaseId).toBe('3');
  });
  it('is otherwise the newest unfinished one (the Finish Guarantor Screening button)', () => {
    expect(chooseConnection(list, null)?.databaseId).toBe('7');
    expect(chooseConnection(list, '404')?.databaseId).toBe('7');
  });
  it('is the newest when all are finished, and none when there are none', () => {
    expect(chooseConnection([list[0]], null)?.databaseId).toBe('9');
    expect(chooseConnection([], '1')).toBeNull();
  });
});
