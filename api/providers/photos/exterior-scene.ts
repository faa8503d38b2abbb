import { darken, lighten, mix } from './color.js';
import { FOLIAGE, type SkyPalette } from './palettes.js';
import type { Prng } from './prng.js';
import { circle, ellipse, group, linearGradient, path, polygon, radialGradient, rect, WIDTH, HEIGHT } from './svg.js';

/** Where the lawn meets the house fronts; buildings stand on this line. */
export const GROUND = 612;
const HORIZON = 560;

export function sceneDefs(sky: SkyPalette): string[] {
  return [
    linearGradient('sky', [[0, sky.top], [1, sky.bottom]]),
    radialGradient('sun-glow', [[0, sky.sun, 0.9], [0.35, sky.sun, 0.35], [1, sky.sun, 0]]),
    linearGradient('lawn', [[0, mix('#7fb069', sky.haze, 0.25)], [1, '#5c8f4a']]),
    radialGradient('vignette', [[0.55, '#000000', 0], [1, '#000000', 0.28]]),
  ];
}

export function skyAndBackdrop(r: Prng, sky: SkyPalette): string {
  const sunX = r.pick([180, 260, 940, 1020]);
  const sunY = sky.name === 'dusk' || sky.name === 'golden' ? r.int(330, 420) : r.int(110, 190);
  const clouds = Array.from({ length: r.int(2, 4) }, (_, i) => cloud(r, 120 + i * 300 + r.int(-60, 60), r.int(80, 250), sky.cloud));
  return group({},
    rect(0, 0, WIDTH, HEIGHT, 'url(#sky)'),
    circle(sunX, sunY, 190, 'url(#sun-glow)'),
    circle(sunX, sunY, 42, sky.sun),
    ...clouds,
    hills(r, HORIZON - 40, mix('#7d9a8c', sky.haze, 0.55)),
    treeLine(r, HORIZON, mix(FOLIAGE[2], sky.haze, 0.35)),
    rect(0, HORIZON, WIDTH, HEIGHT - HORIZON, 'url(#lawn)'),
  );
}

function cloud(r: Prng, x: number, y: number, color: string): string {
  const s = r.float(0.7, 1.3);
  const puffs = [[0, 0, 46], [40, -18, 38], [78, 0, 42], [-36, 8, 30], [112, 10, 28]] as const;
  return group({ opacity: r.float(0.75, 0.95) },
    ...puffs.map(([dx, dy, rr]) => circle(x + dx * s, y + dy * s, rr * s, color)),
    rect(x - 60 * s, y, 200 * s, 36 * s, color, { rx: 18 * s }),
  );
}

function hills(r: Prng, base: number, color: string): string {
  let d = `M0 ${base + 40}`;
  for (let x = 0; x <= WIDTH; x += 200) d += ` Q${x + 100} ${base - r.int(10, 70)} ${x + 200} ${base + r.int(0, 30)}`;
  return path(`${d} L${WIDTH} ${HORIZON + 10} L0 ${HORIZON + 10} Z`, color);
}

function treeLine(r: Prng, base: number, color: string): string {
  const blobs = [];
  for (let x = -20; x < WIDTH + 40; x += r.int(34, 60)) blobs.push(circle(x, base - r.int(6, 40), r.int(28, 50), color));
  return group({}, ...blobs, rect(0, base - 10, WIDTH, 20, color));
}

/** A street tree: trunk and a layered crown that is lit from the upper left. */
export function tree(r: Prng, x: number, ground: number, scale: number, evening: boolean): string {
  const green = r.pick(FOLIAGE);
  const crown = evening ? darken(green, 0.2) : green;
  const h = 170 * scale;
  const parts = [
    ellipse(x + 10, ground + 4, 70 * scale, 12 * scale, '#000', { opacity: 0.15 }),
    polygon([[x - 9 * scale, ground], [x - 5 * scale, ground - h], [x + 5 * scale, ground - h], [x + 9 * scale, ground]], '#6b4f3a'),
  ];
  const blobs = [[0, -h - 20, 70], [-50, -h + 20, 52], [50, -h + 18, 56], [-20, -h - 70, 50], [28, -h - 54, 46], [0, -h + 40, 50]] as const;
  for (const [dx, dy, rr] of blobs) parts.push(circle(x + dx * scale, ground + dy * scale, rr * scale, crown));
  for (const [dx, dy, rr] of blobs.slice(0, 4)) {
    parts.push(circle(x + (dx - 14) * scale, ground + (dy - 14) * scale, rr * 0.55 * scale, lighten(crown, 0.18), { opacity: 0.8 }));
  }
  return group({}, ...parts);
}

/** A row of rounded shrubs with a few flowers, planted along a house front. */
export function shrubs(r: Prng, from: number, to: number, ground: number): string {
  const parts = [];
  for (let x = from; x < to; x += r.int(38, 58)) {
    const green = r.pick(FOLIAGE);
    const rr = r.int(20, 32);
    parts.push(ellipse(x, ground - rr * 0.5, rr * 1.2, rr, green), ellipse(x - rr * 0.3, ground - rr * 0.8, rr * 0.6, rr * 0.45, lighten(green, 0.2)));
    if (r.chance(0.5)) {
      const bloom = r.pick(['#f4a3b5', '#ffd166', '#ffffff', '#e76f51', '#c77dff']);
      for (let i = 0; i < 4; i++) parts.push(circle(x + r.int(-rr, rr), ground - r.int(6, rr + 6), 3.5, bloom));
    }
  }
  return group({}, ...parts);
}

/** The walk from the front door, the sidewalk, the curb and the street. */
export function streetFront(doorXs: number[], evening: boolean): string {
  const walks = doorXs.map((x) => polygon([[x - 30, GROUND + 18], [x + 30, GROUND + 18], [x + 52, 690], [x - 52, 690]], '#d9d3c7'));
  return group({},
    rect(0, GROUND, WIDTH, 6, '#000', { opacity: 0.08 }),
    ...walks,
    rect(0, 690, WIDTH, 26, '#e4dfd5'),
    rect(0, 716, WIDTH, 8, '#c9c2b6'),
    rect(0, 724, WIDTH, HEIGHT - 724, evening ? '#4b4e57' : '#6b6f78'),
    ...Array.from({ length: 6 }, (_, i) => rect(60 + i * 210, 768, 110, 7, '#f1e3a7', { opacity: 0.8 })),
  );
}

export function vignette(sky: SkyPalette): string {
  const tint = sky.name === 'dusk' ? rect(0, 0, WIDTH, HEIGHT, '#2e3a6e', { opacity: 0.12 }) : '';
  return tint + rect(0, 0, WIDTH, HEIGHT, 'url(#vignette)');
}
