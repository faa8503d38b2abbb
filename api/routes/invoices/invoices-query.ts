import { z } from 'zod';
import { PAYMENT_STATUSES } from '../../../common/money.js';
import { CursorParam, LimitParam, idListParam } from '../../http/collection-params.js';

/** The query of GET /invoices and GET /tenant-invoices. */
export const InvoicesQuery = z.object({
  status: z.enum(PAYMENT_STATUSES).optional(),
  ids: idListParam(100).optional(),
  limit: LimitParam,
  cursor: CursorParam,
}).strict();

/** One cursor scope for both lists: they page the same invoices by id. */
export const INVOICES_CURSOR_SCOPE = 'invoices';
