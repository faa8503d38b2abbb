import type { FastifyRequest } from 'fastify';
import { userId } from '../../http/access.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { Executor } from '../../db/client.js';
import { findInvoice, type InvoiceReader } from './invoices-repository.js';
import type { InvoiceDto } from './invoice-dto.js';

/** The caller as an invoice reader: staff see all, a tenant their own, a manager their homes'; vendors none (403). */
export function invoiceReaderOf(request: FastifyRequest): InvoiceReader {
  const caller = userId(request);
  if (request.auth?.isStaff) return { staff: true };
  if (request.auth?.role === 'tenant') return { tenantUserId: caller };
  if (request.auth?.role === 'manager') return { managerUserId: caller };
  throw forbidden('Switch to your tenant or manager role to see invoices.');
}

/** The invoice as the caller may see it, else 404 (never "exists but not yours"). */
export async function visibleInvoice(ex: Executor, request: FastifyRequest, id: number): Promise<InvoiceDto> {
  const found = await findInvoice(ex, invoiceReaderOf(request), id);
  if (!found) throw notFound('invoice');
  return found;
}

/** The caller's own invoice (tenant role), else 404. */
export async function ownInvoice(ex: Executor, request: FastifyRequest, id: number): Promise<InvoiceDto> {
  const found = await findInvoice(ex, { tenantUserId: userId(request) }, id);
  if (!found) throw notFound('invoice');
  return found;
}
