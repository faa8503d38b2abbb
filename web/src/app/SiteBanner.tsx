import { lazy } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SiteBanner_query$key } from '../__generated__/SiteBanner_query.graphql';

// None is configured by default: the banner's code (SiteBannerView) loads only when one is.
const SiteBannerView = lazy(async () => ({ default: (await import('./SiteBannerView')).SiteBannerView }));

/** The deployment's banner, if it has one (rendered inside the layout's Suspense boundary). */
export function SiteBanner({ query }: { query: SiteBanner_query$key }) {
  const { siteBanner } = useFragment(
    graphql`
      fragment SiteBanner_query on Query {
        siteBanner {
          dismissKey
          text
          link
        }
      }
    `,
    query,
  );
  return siteBanner ? <SiteBannerView siteBanner={siteBanner} /> : null;
}
