import { describe, expect, it } from 'vitest';
import { showUserErrors } from './userErrors';

function collect() {
  const set: Array<[string, string, boolean]> = [];
  const setError = ((name: string, error: { message: string }, options?: { shouldFocus?: boolean }) =>
    set.push([name, error.message, options?.shouldFocus ?? false])) as never;
  return { set, setError };
}

describe('putting userErrors next to their fields', () => {
  it('names the form field for an input field it calls otherwise, focuses the first, and sends the rest to the form', () => {
    const { set, setError } = collect();
    showUserErrors([
      { field: 'rentBaseCents', message: 'BASE rent must be 0 or more.' },
      { field: 'features.1', message: 'Choose a bedroom feature.' },
      { field: 'buildingId', message: 'This home is not yours.' },
      { field: null, message: 'Try again.' },
    ], setError, ['base', 'features'], { rentBaseCents: 'base' });
    expect(set).toEqual([
      ['base', 'BASE rent must be 0 or more.', true],
      ['features', 'Choose a bedroom feature.', false],
      ['root.server', 'This home is not yours.', false],
      ['root.server', 'Try again.', false],
    ]);
  });

  it('a field the form shows under the same name needs no mapping', () => {
    const { set, setError } = collect();
    showUserErrors([{ field: 'email', message: 'Taken.' }], setError, ['email']);
    expect(set).toEqual([['email', 'Taken.', true]]);
  });
});
