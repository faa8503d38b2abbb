import { describe, expect, it } from 'vitest';
import { ROOMMATE_QUESTIONS } from '../../../common/roommate-answers.js';
import { planDemoHomes } from './homes.js';
import { planHousemates } from './housemates.js';

const homes = planDemoHomes();
const housemates = planHousemates(homes);
const homeOf = (id: number) => homes.find((h) => h.id === id)!;

describe('demo housemates', () => {
  it('are the same on every run', () => {
    expect(planHousemates(planDemoHomes())).toEqual(housemates);
  });

  it('live two or three to a home, in about thirty listed homes over every city page', () => {
    const perHome = new Map<number, number>();
    for (const h of housemates) perHome.set(h.homeId, (perHome.get(h.homeId) ?? 0) + 1);
    expect(perHome.size).toBeGreaterThanOrEqual(28);
    expect(perHome.size).toBeLessThanOrEqual(32);
    expect(Math.min(...perHome.values())).toBe(2);
    expect(Math.max(...perHome.values())).toBe(3);
    expect(new Set([...perHome.keys()].map((id) => homeOf(id).region)).size).toBe(8);
    for (const id of perHome.keys()) expect(homeOf(id).listedDaysAgo).not.toBeNull();
  });

  it('each rent a distinct bedroom of their home until the day before it is listed as free, and leave a room free soon', () => {
    expect(new Set(housemates.map((h) => h.bedroomId)).size).toBe(housemates.length);
    for (const h of housemates) {
      const home = homeOf(h.homeId);
      const room = home.bedrooms.find((b) => b.id === h.bedroomId)!;
      expect(h.leaseEndsInDays).toBe(room.availableInDays - 1);
      expect(h.leaseEndsInDays).toBeGreaterThanOrEqual(20);
      const taken = new Set(housemates.filter((o) => o.homeId === h.homeId).map((o) => o.bedroomId));
      expect(home.bedrooms.some((b) => !taken.has(b.id) && b.availableInDays < 21)).toBe(true);
    }
  });

  it('answer every roommate question with a value of the spec, and have unique emails', () => {
    expect(new Set(housemates.map((h) => h.email)).size).toBe(housemates.length);
    for (const h of housemates) {
      for (const [question, def] of Object.entries(ROOMMATE_QUESTIONS)) {
        const answer = h.answers[question as keyof typeof h.answers];
        for (const value of [answer].flat()) expect(def.values, question).toContain(value);
      }
    }
  });
});
