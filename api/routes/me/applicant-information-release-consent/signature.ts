/**
 * A typed signature matches the account's name "loosely": case, accents,
 * punctuation and extra words (a middle name) do not matter, but every word of the
 * first and last name on the account must be there. "ana maria SMITH-JONES" signs
 * for Ana Smith-Jones; "Ana S." does not. An account without a name needs at
 * least two words (a full name).
 */
export function signatureWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function signatureMatchesName(signature: string, name: { firstName: string; lastName: string }): boolean {
  const signed = new Set(signatureWords(signature));
  const required = signatureWords(`${name.firstName} ${name.lastName}`);
  if (required.length === 0) return signed.size >= 2;
  return required.every((word) => signed.has(word));
}
