import { describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from './graphqlFetcher';
import { badUserInputOf, onMutationError } from './userInputErrors';

const refused = (errors: unknown[]) => new GraphQLRequestError(200, { data: null, errors });
const NUL_IN_OCCUPATION = {
  message: 'input.occupation: This text has a character Hearth cannot save.',
  extensions: { code: 'BAD_USER_INPUT', argument: 'input.occupation', fields: { occupation: 'This text has a character Hearth cannot save.' } },
};

describe('the user\'s own bad input, refused by the gateway', () => {
  it('becomes a userError on the field the gateway names', () => {
    expect(badUserInputOf(refused([NUL_IN_OCCUPATION]))).toEqual([
      { field: 'occupation', message: 'This text has a character Hearth cannot save.' },
    ]);
  });

  it('without fields, is a message for the whole form', () => {
    expect(badUserInputOf(refused([{ message: 'Use a date.', extensions: { code: 'BAD_USER_INPUT' } }]))).toEqual([{ field: null, message: 'Use a date.' }]);
  });

  it('is not claimed when any error is of another kind, or the request never got an answer', () => {
    expect(badUserInputOf(refused([NUL_IN_OCCUPATION, { message: 'down', extensions: { code: 'V20_UNAVAILABLE' } }]))).toBeNull();
    expect(badUserInputOf(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('reaches a mutation hook\'s onUserErrors, and every other failure its onFailure', () => {
    const callbacks = { onUserErrors: vi.fn(), onFailure: vi.fn() };
    onMutationError(callbacks)(refused([NUL_IN_OCCUPATION]));
    expect(callbacks.onUserErrors).toHaveBeenCalledWith([{ field: 'occupation', message: expect.any(String) }]);
    onMutationError(callbacks)(new TypeError('Failed to fetch'));
    expect(callbacks.onFailure).toHaveBeenCalledTimes(1);
  });
});
