/**
 * Spec §5 slug helper: lowercase words joined by underscores; spaces become
 * underscores, non-word characters are dropped, repeated and edge underscores removed.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, '_')
    .replace(/[^\w]/g, '')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '');
}
