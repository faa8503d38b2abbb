import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { unstorableInput } from '../../gateway/http/wellFormedInput.js';

// The document's literals are read once per document object; every request still gets its own answer.
describe('unstorable input, the document read once', () => {
  const document = parse('mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { user { id } } note(text: "a\\u0000b") }');

  it('reports the document\'s literal on every request, and each request\'s own variables', () => {
    const first = unstorableInput(document, { input: { firstName: 'x\u0000' } });
    const second = unstorableInput(document, { input: { firstName: 'fine' } });
    const third = unstorableInput(document, { input: { lastName: '\ud800' } });
    expect(first).toEqual([{ argument: 'text', field: 'text' }, { argument: 'input.firstName', field: 'firstName' }]);
    expect(second).toEqual([{ argument: 'text', field: 'text' }]);
    expect(third).toEqual([{ argument: 'text', field: 'text' }, { argument: 'input.lastName', field: 'lastName' }]);
  });

  it('does not let one request\'s offences leak into the next', () => {
    const clean = parse('query($q: String) { search(q: $q) }');
    expect(unstorableInput(clean, { q: 'a\u0000' })).toEqual([{ argument: 'q', field: 'q' }]);
    expect(unstorableInput(clean, { q: 'a' })).toEqual([]);
  });
});
