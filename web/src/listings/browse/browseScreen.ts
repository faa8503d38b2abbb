// What the browse routes load (routes.tsx): the screen, its query and how a search
// address becomes the query's variables, in one chunk.
export { BrowseListings, BrowseListingsQuery } from './BrowseListings';
export { listingQueryVariables, parseListingSearch } from './listingSearch';
