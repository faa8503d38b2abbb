import pg from 'pg';

/** The PostgreSQL server the scale and search figures create their own databases on. */
export const SERVER = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** null when the server answers, else why not (the figure is then skipped with that message). */
export async function serverAnswers(): Promise<string | null> {
  const client = new pg.Client({ connectionString: SERVER, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}
