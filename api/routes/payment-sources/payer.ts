import type { FastifyRequest } from 'fastify';
import { userId } from '../../http/access.js';
import { forbidden } from '../../http/errors.js';

/** Tenants pay and managers may keep a source too; vendors have nothing to pay. */
export function payer(request: FastifyRequest): number {
  if (request.auth?.role === 'vendor') throw forbidden('Switch to your tenant or manager role to manage payment sources.');
  return userId(request);
}
