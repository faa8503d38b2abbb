import { darken, lighten, mix } from './color.js';
import type { HomeDesign } from './design.js';
import { door, roof, wall, window } from './exterior-parts.js';
import type { DrawnFront } from './exterior-house.js';
import { GROUND, shrubs } from './exterior-scene.js';
import { SIDING_COLORS } from './palettes.js';
import type { Prng } from './prng.js';
import { group, line, rect } from './svg.js';

/** A row of three attached townhomes, each in its own colour. */
export function townhomes(r: Prng, d: HomeDesign, lit: boolean): DrawnFront {
  const unit = 184;
  const left = 600 - (unit * 3) / 2;
  const story = 135;
  const parts: string[] = [];
  const doorXs: number[] = [];
  const colors = [d.siding, r.pick(SIDING_COLORS), mix(d.siding, '#ffffff', 0.35)];
  for (let u = 0; u < 3; u++) {
    const x = left + u * unit;
    const stories = d.stories + (u === 1 ? 1 : 0);
    const top = GROUND - stories * story;
    const color = colors[u];
    parts.push(wall(x, top, unit, stories * story, color, d.material));
    parts.push(roof(d.roof === 'gable' ? 'gable' : 'flat', { left: x + 6, right: x + unit - 6, eaves: top }, d.roofColor, d.trim, color));
    parts.push(line(x, top, x, GROUND, darken(color, 0.3), 3));
    const doorLeft = u % 2 === 0;
    for (let f = 0; f < stories; f++) {
      const y = GROUND - (f + 1) * story + 28;
      if (f === 0) parts.push(window(doorLeft ? x + 104 : x + 26, y + 4, 56, 80, { trim: d.trim, lit, panes: 'cross' }));
      else parts.push(window(x + 34, y, 116, 76, { trim: d.trim, lit, panes: 'grid' }));
      if (f === 1 && d.hasBalconies) parts.push(balcony(x + 24, y + 84, unit - 48, d.trim));
    }
    const dx = doorLeft ? x + 52 : x + unit - 52;
    doorXs.push(dx);
    parts.push(door(dx, GROUND - 4, d.door, d.trim, lit));
  }
  parts.push(shrubs(r, left - 40, left + 10, GROUND), shrubs(r, left + unit * 3 - 10, left + unit * 3 + 40, GROUND));
  const tallest = GROUND - (d.stories + 1) * story;
  return { svg: group({}, ...parts), doorXs, left, right: left + unit * 3, top: tallest - (d.roof === 'gable' ? 64 : 32) };
}

/** A small apartment or condo block with balconies and a canopy over the entry. */
export function apartmentBlock(r: Prng, d: HomeDesign, lit: boolean): DrawnFront {
  const width = 700;
  const left = 600 - width / 2;
  const story = 112;
  const floors = d.stories;
  const top = GROUND - floors * story - 20;
  const cols = 6;
  const colW = width / cols;
  const parts = [wall(left, top, width, GROUND - top, d.siding, d.material)];
  parts.push(rect(left - 14, top - 18, width + 28, 22, d.trim), rect(left - 8, top - 4, width + 16, 6, '#000', { opacity: 0.12 }));
  parts.push(rect(left + width * 0.2, top - 46, 60, 28, '#9aa1a9'), rect(left + width * 0.62, top - 38, 44, 20, '#aab0b7'));
  for (let f = 0; f < floors; f++) {
    const y = GROUND - (f + 1) * story + 18;
    for (let c = 0; c < cols; c++) {
      const isEntry = f === 0 && (c === 2 || c === 3);
      if (isEntry) continue;
      const litHere = lit && r.chance(0.55);
      parts.push(window(left + c * colW + 22, y, colW - 44, 70, { trim: d.trim, lit: litHere, panes: 'single' }));
      if (f > 0 && d.hasBalconies && c % 2 === (f % 2)) parts.push(balcony(left + c * colW + 10, y + 76, colW - 20, darken(d.trim, 0.6)));
    }
  }
  const entry = left + width / 2;
  parts.push(rect(entry - 90, GROUND - 132, 180, 14, darken(d.siding, 0.45)), rect(entry - 80, GROUND - 118, 160, 4, '#000', { opacity: 0.2 }));
  parts.push(rect(entry - 62, GROUND - 112, 124, 108, lit ? 'url(#glass-lit)' : 'url(#glass)'), rect(entry - 2, GROUND - 112, 4, 108, d.trim));
  parts.push(rect(entry - 70, GROUND - 4, 140, 10, '#b8b2a7'));
  parts.push(shrubs(r, left + 10, entry - 110, GROUND), shrubs(r, entry + 110, left + width - 10, GROUND));
  return { svg: group({}, ...parts), doorXs: [entry], left, right: left + width, top: top - 46 };
}

function balcony(x: number, y: number, w: number, color: string): string {
  const bars = [];
  for (let bx = x + 6; bx < x + w - 2; bx += 11) bars.push(line(bx, y - 30, bx, y, color, 2.5));
  return group({},
    rect(x - 4, y, w + 8, 8, lighten(color, 0.2)),
    rect(x - 4, y + 8, w + 8, 5, '#000', { opacity: 0.15 }),
    ...bars,
    rect(x, y - 34, w, 5, color),
  );
}
