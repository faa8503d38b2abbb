/**
 * The browse query every gateway figure measures (issue 17: "browse 50 homes with
 * bedrooms, bathrooms and parking"): one text, so the figures of run.ts, gateway.ts and
 * partners.ts are of the same work.
 */
export const BROWSE_QUERY = `query BenchBrowse($first: Int!) {
  listings(first: $first, sort: RECOMMENDED) {
    edges { node { id title priceRange { min { cents } }
      bedrooms { id name rent { totalRent { cents } } availableOn }
      bathrooms { id bathroomType countingWeight }
      parkingSpots { id parkingType } } }
    pageInfo { hasNextPage endCursor } } }`;
