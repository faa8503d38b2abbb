/**
 * Which connection /guarantor-complete shows: the one the link names; otherwise
 * the newest one still unfinished (what the Finish Guarantor Screening button
 * means); otherwise the newest.
 */
export function chooseConnection<T extends { databaseId: string; status: string }>(connections: readonly T[], wanted: string | null): T | null {
  const named = wanted ? connections.find((c) => c.databaseId === wanted) : undefined;
  if (named) return named;
  return connections.find((c) => c.status === 'ACCEPTED' || c.status === 'SCREENING_COMPLETED') ?? connections[0] ?? null;
}
