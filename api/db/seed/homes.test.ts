import { describe, expect, it } from 'vitest';
import { homeDesign } from '../../providers/photos/design.js';
import { planDemoHomes } from './homes.js';
import { PLACES } from './places.js';
import { totalRentCents } from './plan-types.js';

const homes = planDemoHomes();

describe('the demo home plan', () => {
  it('is the same on every run', () => {
    expect(planDemoHomes()).toEqual(homes);
  });

  it('gives every home its own street address in a neighbourhood of its city page', () => {
    const addresses = homes.map((h) => `${h.street}, ${h.city}`);
    expect(new Set(addresses).size).toBe(homes.length);
    for (const home of homes) {
      const hood = PLACES.find((p) => p.slug === home.region)!.neighborhoods.find((n) => n.name === home.neighborhood)!;
      expect(home).toMatchObject({ city: hood.city, zip: hood.zip });
      expect(Math.abs(home.latitude - hood.lat)).toBeLessThan(0.01);
      expect(Math.abs(home.longitude - hood.lng)).toBeLessThan(0.01);
      expect(home.street).toMatch(/^\d+ \S/);
    }
  });

  it('describes each home from its own data', () => {
    for (const home of homes) {
      const rents = home.bedrooms.map(totalRentCents);
      const dollars = (c: number) => `$${Math.round(c / 100).toLocaleString('en-US')}`;
      expect(home.title.length).toBeLessThanOrEqual(200);
      expect(home.title).toContain(home.neighborhood);
      expect(home.description).toContain(`${home.bedrooms.length} private bedrooms`);
      expect(home.description).toContain(`${dollars(Math.min(...rents))}–${dollars(Math.max(...rents))} a month`);
      if (home.petOptions.length === 0) expect(home.description).toContain('no pets');
    }
  });

  it('agrees with what its photos show', () => {
    for (const home of homes) {
      const design = homeDesign(home.id);
      expect(home.propertyType).toBe(design.propertyType);
      expect(home.homeAmenities.includes('porch')).toBe(design.hasPorch);
      expect(home.homeAmenities.includes('fireplace')).toBe(design.interior.hasFireplace);
      expect(home.storageTypes.includes('garage')).toBe(design.hasGarage);
    }
  });

  it('attaches private bathrooms to bedrooms of the same home', () => {
    for (const home of homes) {
      const roomIds = new Set(home.bedrooms.map((b) => b.id));
      for (const bath of home.bathrooms) {
        if (bath.relation === 'attached' || bath.relation === 'jack_jill') expect(roomIds.has(bath.attachedBedroomId!)).toBe(true);
        else expect(bath.attachedBedroomId).toBeNull();
      }
      expect(home.bathrooms.filter((b) => b.washerDryerLocation)).toHaveLength(1);
    }
  });
});
