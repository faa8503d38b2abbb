import { darken, lighten } from './color.js';
import type { HomeDesign } from './design.js';
import { door, roof, wall, window } from './exterior-parts.js';
import { GROUND, shrubs } from './exterior-scene.js';
import type { Prng } from './prng.js';
import { group, line, polygon, rect } from './svg.js';

export interface DrawnFront {
  svg: string;
  /** Where walks lead from the street. */
  doorXs: number[];
  left: number;
  right: number;
  /** Highest point drawn (roof ridge or chimney), to fit the picture. */
  top: number;
}

const STORY = 150;

/** A detached house, a duplex (two front doors) or a triple-decker triplex. */
export function house(r: Prng, d: HomeDesign, lit: boolean): DrawnFront {
  const stories = d.form === 'triplex' ? 3 : d.stories;
  const width = d.form === 'duplex' ? 560 : d.form === 'triplex' ? 420 : stories === 1 ? r.int(480, 540) : r.int(400, 460);
  const shift = d.hasGarage ? r.pick([-95, 95]) : r.int(-40, 40);
  const left = 600 + shift - width / 2;
  const right = left + width;
  const top = GROUND - stories * STORY;
  const slots = Math.round(width / 115);
  const slotX = (i: number) => left + (i + 0.5) * (width / slots);
  const doorSlots = d.form === 'duplex' ? [0, slots - 1] : [slots % 2 ? (slots - 1) / 2 : r.pick([1, slots - 2])];
  const shutters = d.material === 'lap' && r.chance(0.5) ? darken(d.door, 0.1) : undefined;
  const style = { trim: d.trim, lit, shutters, panes: d.material === 'board' ? 'single' : r.pick(['cross', 'grid'] as const) } as const;

  const parts: string[] = [];
  if (d.hasGarage) parts.push(garage(shift < 0 ? right - 10 : left - 190, d));
  if (d.hasChimney) parts.push(rect(left + width * 0.72, top - 150, 44, 150, '#9c4a35'), rect(left + width * 0.72 - 5, top - 158, 54, 12, '#7d3b2b'));
  parts.push(wall(left, top, width, stories * STORY, d.siding, d.material));
  parts.push(roof(d.roof, { left, right, eaves: top }, d.roofColor, d.trim, d.siding));
  for (let floor = 0; floor < stories; floor++) {
    const floorTop = GROUND - (floor + 1) * STORY;
    for (let i = 0; i < slots; i++) {
      if (floor === 0 && doorSlots.includes(i)) continue;
      const w = floor === 0 ? 72 : 64;
      const h = floor === 0 ? 92 : 84;
      parts.push(window(slotX(i) - w / 2, floorTop + (floor === 0 ? 30 : 36), w, h, style));
    }
    if (floor > 0 && d.form === 'triplex' && d.hasPorch) parts.push(railing(left + 10, right - 10, GROUND - floor * STORY, d.trim));
  }
  parts.push(shrubs(r, left + 20, right - 10, GROUND));
  if (d.hasPorch) parts.push(porch(left, right, stories, d));
  const doorXs = doorSlots.map(slotX);
  for (const x of doorXs) parts.push(door(x, GROUND - 4, d.door, d.trim, lit));
  const ridge = top - roofHeight(d.roof, width);
  return {
    svg: group({}, ...parts), doorXs, top: d.hasChimney ? Math.min(ridge, top - 158) : ridge,
    left: d.hasGarage && shift > 0 ? left - 190 : left, right: d.hasGarage && shift < 0 ? right + 190 : right,
  };
}

function roofHeight(style: HomeDesign['roof'], width: number): number {
  return { gable: width * 0.32 + 8, hip: Math.min(130, width * 0.26), gambrel: 130, shed: 130, flat: 32 }[style];
}

function porch(left: number, right: number, stories: number, d: HomeDesign): string {
  const beam = GROUND - STORY + (stories === 1 ? 12 : 0);
  const cols = [left - 6, left + (right - left) / 3, left + (2 * (right - left)) / 3, right - 6];
  return group({},
    rect(left - 22, GROUND - 16, right - left + 44, 16, darken(d.trim, 0.25)),
    rect(left - 22, GROUND - 18, right - left + 44, 4, lighten(d.trim, 0.1)),
    ...cols.map((x) => rect(x - 6, beam, 12, GROUND - 16 - beam, d.trim)),
    stories > 1
      ? polygon([[left - 30, beam + 6], [left - 14, beam - 20], [right + 14, beam - 20], [right + 30, beam + 6]], d.roofColor)
      : '',
    rect(left - 26, beam, right - left + 52, 10, d.trim),
  );
}

function railing(left: number, right: number, y: number, color: string): string {
  const bars = [];
  for (let x = left + 8; x < right; x += 14) bars.push(line(x, y - 34, x, y, color, 3));
  return group({}, rect(left, y - 6, right - left, 8, darken(color, 0.15)), ...bars, rect(left, y - 38, right - left, 6, color));
}

function garage(x: number, d: HomeDesign): string {
  const w = 200;
  const h = 132;
  const top = GROUND - h;
  const panels = [0, 1, 2, 3].map((i) => rect(x + 28, top + 38 + i * 23, w - 56, 2, '#000', { opacity: 0.12 }));
  return group({},
    wall(x, top, w, h, d.siding, d.material),
    polygon([[x - 16, top + 6], [x + 30, top - 46], [x + w - 30, top - 46], [x + w + 16, top + 6]], d.roofColor),
    rect(x - 16, top + 2, w + 32, 7, d.trim),
    rect(x + 22, top + 30, w - 44, h - 30, d.trim),
    rect(x + 28, top + 36, w - 56, h - 36, lighten(d.trim, 0.4)),
    ...panels,
  );
}
