import { rows, sql, type Executor } from '../../db/client.js';

/** Advisory lock space of lease signatures (two-key form: this, then the bedroom id). */
export const SIGNING_LOCK_SPACE = 727275;

/**
 * Signatures for one bedroom take turns until the transaction ends. The exclusion
 * constraint alone keeps one signed lease per bedroom and term, but racing inserts
 * into it wait for each other and PostgreSQL aborts some as deadlocks; in turn, each
 * later signer simply finds the winner's lease and gets 409.
 */
export async function takeBedroomSigningTurn(tx: Executor, bedroomId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SIGNING_LOCK_SPACE}, ${bedroomId})`);
}

export async function isApplicationActive(tx: Executor, lifecycleId: number): Promise<boolean> {
  const [row] = await rows<{ active: boolean }>(tx, sql`SELECT (application_deactivated_at IS NULL AND application_lost_at IS NULL) AS active
    FROM lifecycles WHERE id = ${lifecycleId}`);
  return row?.active === true;
}
