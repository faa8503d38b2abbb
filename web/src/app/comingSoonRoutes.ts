// Routes of spec §2 that later milestones build. Each renders the generic
// "coming soon" page inside the layout, so navigation never dead-ends on a 404.

export const COMING_SOON_ROUTES: Array<[path: string, title: string]> = [
  ['/coliving-estimate', 'Co-living estimate'],
  ['/rent-estimate', 'Rent estimate'],
  ...['Atlanta', 'Charlotte', 'Durham', 'Raleigh'].map((city): [string, string] => [`/locations/${city.toLowerCase()}-city-guide`, `${city} city guide`]),
];
