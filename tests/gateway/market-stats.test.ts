import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './harness.js';

let stack: Stack;
let guest: string;
beforeAll(async () => {
  stack = await startStack();
  guest = await stack.api.guestToken();
});
afterAll(() => stack?.close());

const MARKET = `query ($cityPage: CityPage!, $bedroomSize: BedroomSize, $privateBath: Boolean) {
  marketStats(cityPage: $cityPage, bedroomSize: $bedroomSize, privateBath: $privateBath) {
    cityPage asOf soonDays homesListed roomsListed roomsAvailableNow roomsAvailableSoon soonestMoveInDate
    rent { rooms low { cents } lowerQuartile { cents } median { cents formatted } upperQuartile { cents } high { cents } platformFeeMedian { cents } utilitiesMedian { cents } }
    roomsBySize { small medium large unknown }
    privateBath { rooms medianRent { cents } }
    sharedBath { rooms medianRent { cents } }
  }
}`;

describe('Query.marketStats', () => {
  it('gives a guest the figures of the api in one call, amounts as Money', async () => {
    const res = await stack.gql(MARKET, { cityPage: 'ATLANTA' }, { token: guest });
    expect(res.errors).toBeUndefined();
    expect(res.v20Calls).toBe(1);
    const rest = (await stack.api.call('GET', '/g/market-stats?region=ga/atlanta', { token: guest })).json();
    const r = rest.results[0];
    const m = res.data!.marketStats;
    expect(m).toMatchObject({
      cityPage: 'ATLANTA', asOf: rest.as_of, soonDays: 60, homesListed: r.homes_listed, roomsListed: r.rooms_listed,
      roomsAvailableNow: r.rooms_available_now, roomsAvailableSoon: r.rooms_available_soon, soonestMoveInDate: r.soonest_move_in_date,
      rent: { rooms: r.rent.rooms, low: { cents: r.rent.min_cents }, median: { cents: r.rent.median_cents }, high: { cents: r.rent.max_cents }, utilitiesMedian: { cents: r.rent.utilities_median_cents } },
      roomsBySize: r.by_bedroom_size,
      privateBath: { rooms: r.by_bath.private.rooms }, sharedBath: { rooms: r.by_bath.shared.rooms },
    });
    expect(m.rent.median.formatted).toMatch(/^\$[\d,]+(\.\d\d)?$/);
    expect(m.homesListed).toBeGreaterThan(0);
  });

  it('passes the size and bath filters through, and an empty group has null amounts', async () => {
    const all = (await stack.gql(MARKET, { cityPage: 'RALEIGH' }, { token: guest })).data!.marketStats;
    const large = (await stack.gql(MARKET, { cityPage: 'RALEIGH', bedroomSize: 'LARGE' }, { token: guest })).data!.marketStats;
    expect(large.rent.rooms).toBe(all.roomsBySize.large);
    expect(large.homesListed).toBe(all.homesListed);
    const ownBath = (await stack.gql(MARKET, { cityPage: 'RALEIGH', privateBath: true }, { token: guest })).data!.marketStats;
    expect(ownBath.rent.rooms).toBe(all.privateBath.rooms);
    expect(ownBath.sharedBath).toEqual({ rooms: 0, medianRent: null });
  });

  it('is open to signed-in people too, and refuses a caller without any session', async () => {
    const tenant = await stack.gql(MARKET, { cityPage: 'DURHAM' }, { token: await stack.tokenFor('tenant', 'tenant') });
    expect(tenant.errors).toBeUndefined();
    const anonymous = await stack.gql(MARKET, { cityPage: 'DURHAM' });
    expect(anonymous.data?.marketStats ?? null).toBeNull();
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a city that is not a city page before calling v20', async () => {
    const res = await stack.gql(MARKET, { cityPage: 'SAVANNAH' }, { token: guest });
    expect(res.errors?.[0].message).toMatch(/SAVANNAH/);
    expect(res.v20Calls).toBe(0);
  });
});
