import { createHash } from 'node:crypto';
import type { QueryResolvers, Resolvers } from '../../../__generated__/resolvers-types.js';
import type { SiteBannerSetting } from '../../../config.js';

/** A short hash of the banner's words and link: a new banner gets a new key, so a dismissal does not hide it. */
export function bannerDismissKey(banner: SiteBannerSetting): string {
  return createHash('sha256').update(`${banner.text}\n${banner.link ?? ''}`).digest('hex').slice(0, 16);
}

/** From the gateway's settings (SITE_BANNER, SITE_BANNER_LINK): no v20 call. */
const siteBanner: NonNullable<QueryResolvers['siteBanner']> = (_parent, _args, ctx) =>
  ctx.siteBanner ? { dismissKey: bannerDismissKey(ctx.siteBanner), text: ctx.siteBanner.text, link: ctx.siteBanner.link } : null;

export const siteResolvers: Resolvers = {
  Query: { siteBanner },
};
