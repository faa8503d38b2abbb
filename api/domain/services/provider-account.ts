import { createHash } from 'node:crypto';

/**
 * The local payments processor's account id of a vendor company: the same every time
 * (as testAccountIdOf for managers), so the connect link, the seed and payouts agree.
 */
export const testProviderAccountIdOf = (providerId: number) =>
  `acct_test_${createHash('sha256').update(`provider-payout-account:${providerId}`).digest('hex').slice(0, 16)}`;
