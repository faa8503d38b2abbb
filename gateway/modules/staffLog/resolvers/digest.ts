import type { DigestItemResolvers, DigestResolvers, DigestSectionResolvers, QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { V20Error } from '../../../v20/errors.js';
import { money } from '../../core/money.js';
import type { DigestDto } from '../dto.js';
import { staffLogGlobalId, staffLogRestId } from '../ids.js';

/** A digest its user or staff may read; v20's 404 (not theirs, or none) is null here. */
export const digest: NonNullable<QueryResolvers['digest']> = async (_p, { id }, ctx) => {
  const restId = staffLogRestId(id, 'Digest');
  if (restId === null) return null;
  try {
    return await ctx.v20.get<DigestDto>(`/digest/${restId}`);
  } catch (err) {
    if (err instanceof V20Error && err.status === 404) return null;
    throw err;
  }
};

export const Digest: DigestResolvers = {
  id: (d) => staffLogGlobalId('Digest', d.id),
  databaseId: (d) => String(d.id),
  role: (d) => d.user_role,
  periodStart: (d) => d.period_start,
  periodEnd: (d) => d.period_end,
  isEmpty: (d) => d.sections.every((s) => s.items.length === 0),
  createdAt: (d) => d.created_at,
  sentAt: (d) => d.sent_at,
};

export const DigestSection: DigestSectionResolvers = {
  kind: (s) => s.key,
};

export const DigestItem: DigestItemResolvers = {
  databaseId: (i) => String(i.id),
  amount: (i) => (i.amount_cents === null ? null : money(i.amount_cents)),
};
