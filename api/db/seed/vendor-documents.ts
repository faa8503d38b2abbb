import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { testProviderAccountIdOf } from '../../domain/services/provider-account.js';
import type { FileStorage } from '../../providers/storage.js';
import type { Executor } from '../client.js';

/** A one-page PDF saying what it is: the demo company's paperwork is a sample, not a real certificate. */
const samplePdf = (title: string) => Buffer.from(`%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj
4 0 obj << /Length 60 >> stream
BT /F1 18 Tf 72 720 Td (${title} - Hearth demo sample) Tj ET
endstream endobj
5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj
trailer << /Root 1 0 R >>
%%EOF
`);

const DOCUMENTS = [
  { kind: 'insurance_certificate', fileName: 'insurance-certificate.pdf', title: 'Certificate of liability insurance', validYears: 1 },
  { kind: 'w9', fileName: 'w9.pdf', title: 'Form W-9', validYears: null },
] as const;

/**
 * The demo company's onboarding paperwork (issue 14): a current insurance certificate
 * (expiring a year from the seed day), a W-9 and a connected payout account at the local
 * payments processor, so it is onboarded by the same rule as any company
 * (api/routes/residential-service-providers/onboarding-steps.ts). The files' bytes are
 * written when the seed is given the api's storage (start-up); without it (test
 * snapshots) the rows are the same and a download answers 404.
 */
export async function seedProviderPaperwork(tx: Executor, providerId: number, ownerId: number, today: string, storage?: FileStorage): Promise<void> {
  for (const doc of DOCUMENTS) {
    const bytes = samplePdf(doc.title);
    const id = randomUUID();
    if (storage) await storage.put(id, Readable.from(bytes), bytes.length, 8);
    await tx.execute(sql`INSERT INTO uploaded_files (id, owner_user_id, purpose, file_name, file_type, content_type, max_size_bytes,
        upload_expires_at, size_bytes, sha256, storage_key, uploaded_at)
      VALUES (${id}, ${ownerId}, 'service_provider_document', ${doc.fileName}, 'pdf', 'application/pdf', ${bytes.length},
        now(), ${bytes.length}, ${createHash('sha256').update(bytes).digest('hex')}, ${id}, now())`);
    await tx.execute(sql`INSERT INTO residential_service_provider_documents (residential_service_provider_id, document_kind, file_id,
        expires_on, uploaded_by_user_id)
      VALUES (${providerId}, ${doc.kind}, ${id},
        ${doc.validYears === null ? null : sql`(${today}::date + make_interval(years => ${doc.validYears}))::date`}, ${ownerId})`);
  }
  await tx.execute(sql`INSERT INTO residential_service_provider_payout_accounts (residential_service_provider_id, provider_account_id, connected_at)
    VALUES (${providerId}, ${testProviderAccountIdOf(providerId)}, now())`);
}
