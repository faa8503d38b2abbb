import { darken, lighten } from './color.js';
import { homeDesign, type InteriorDesign } from './design.js';
import { art, backWindow, ceilingLight, floorX, interiorDefs, plant, rightWall, roomShell, rug, warmLight } from './interior-shell.js';
import { createPrng, type Prng } from './prng.js';
import { circle, document, ellipse, group, line, polygon, rect } from './svg.js';

/** The shared living room of a home: sofa, coffee table, art, and a fireplace when the home has one. */
export function renderLivingRoom(buildingId: number, photoIndex: number): string {
  const d = homeDesign(buildingId).interior;
  const r = createPrng(`living-${buildingId}-${photoIndex}`);
  const flip = photoIndex > 2;
  return document('Shared living room', interiorDefs(d), [
    roomShell(d),
    d.hasFireplace ? fireplace(d) : bookcase(r, d),
    flip ? backWindow(300, 180, 180, 220, lighten(d.accent2, 0.3)) : backWindow(720, 180, 180, 220, lighten(d.accent2, 0.3)),
    flip ? art(r, 610, 200, 200, 140, [d.accent, d.accent2, '#f2cc8f']) : art(r, 360, 200, 200, 140, [d.accent, d.accent2, '#f2cc8f']),
    rug(600, 300, 760, 585, lighten(d.accent2, 0.45), d.accent),
    sofa(flip ? 680 : 520, d),
    coffeeTable(600, d),
    floorLamp(flip ? 360 : 860),
    plant(r, flip ? 930 : 270, 600, 1),
    ceilingLight(600, 40),
    warmLight(),
  ]);
}

function sofa(cx: number, d: InteriorDesign): string {
  const fabric = d.accent;
  const w = 400;
  const x = cx - w / 2;
  return group({},
    ellipse(cx, 585, 230, 16, '#000', { opacity: 0.18 }),
    rect(x + 10, 400, w - 20, 110, darken(fabric, 0.08), { rx: 22 }),
    rect(x + 30, 420, (w - 60) / 2 - 4, 80, lighten(fabric, 0.06), { rx: 16 }),
    rect(cx + 4, 420, (w - 60) / 2 - 4, 80, lighten(fabric, 0.06), { rx: 16 }),
    rect(x + 20, 490, w - 40, 58, fabric, { rx: 14 }),
    rect(x - 6, 450, 50, 110, darken(fabric, 0.12), { rx: 18 }),
    rect(x + w - 44, 450, 50, 110, darken(fabric, 0.12), { rx: 18 }),
    rect(x + 50, 440, 64, 56, d.accent2, { rx: 12 }),
    rect(x + w - 114, 440, 64, 56, lighten(d.accent2, 0.3), { rx: 12 }),
    rect(x + 10, 558, 10, 22, '#3b3029'), rect(x + w - 20, 558, 10, 22, '#3b3029'),
  );
}

function coffeeTable(cx: number, d: InteriorDesign): string {
  const top = lighten(d.floorColor, 0.1);
  const y = 640;
  return group({},
    ellipse(cx, 712, 170, 14, '#000', { opacity: 0.16 }),
    polygon([[floorX(cx - 130, y), y], [floorX(cx + 130, y), y], [floorX(cx + 130, y + 20), y + 20], [floorX(cx - 130, y + 20), y + 20]], top),
    rect(floorX(cx - 130, y + 20), y + 20, floorX(cx + 130, y + 20) - floorX(cx - 130, y + 20), 12, darken(top, 0.2)),
    rect(floorX(cx - 118, y + 20), y + 32, 10, 60, darken(top, 0.35)),
    rect(floorX(cx + 118, y + 20) - 10, y + 32, 10, 60, darken(top, 0.35)),
    ellipse(cx - 30, y + 4, 34, 10, '#fbfaf7'), circle(cx - 40, y - 4, 8, '#e76f51'), circle(cx - 24, y - 6, 8, '#f2cc8f'),
    rect(cx + 40, y - 8, 70, 10, d.accent2), rect(cx + 44, y - 16, 62, 8, '#fbfaf7'),
  );
}

function floorLamp(x: number): string {
  return group({},
    circle(x, 300, 110, 'url(#lamp-glow)'),
    ellipse(x, 590, 30, 7, '#3b3029'),
    line(x, 590, x, 330, '#3b3029', 5),
    polygon([[x - 42, 330], [x + 42, 330], [x + 28, 270], [x - 28, 270]], '#f6edd8'),
  );
}

function fireplace(d: InteriorDesign): string {
  const q = (a: number, b: number, lo: number, hi: number) => [rightWall(a, lo), rightWall(b, lo), rightWall(b, hi), rightWall(a, hi)];
  return group({},
    polygon(q(0.35, 0.8, 0, 0.42), '#e9e4da'),
    polygon(q(0.42, 0.73, 0.02, 0.28), '#2b2422'),
    polygon(q(0.47, 0.68, 0.03, 0.14), '#f4a261', { opacity: 0.9 }),
    polygon(q(0.52, 0.63, 0.03, 0.2), '#e76f51', { opacity: 0.8 }),
    polygon(q(0.32, 0.83, 0.42, 0.46), darken(d.floorColor, 0.25)),
    polygon(q(0.45, 0.7, 0.55, 0.8), '#3b3029'),
    polygon(q(0.47, 0.68, 0.57, 0.78), lighten(d.accent, 0.3)),
  );
}

function bookcase(r: Prng, d: InteriorDesign): string {
  const q = (a: number, b: number, lo: number, hi: number) => [rightWall(a, lo), rightWall(b, lo), rightWall(b, hi), rightWall(a, hi)];
  const shelves = [];
  for (let s = 0; s < 4; s++) {
    const lo = 0.05 + s * 0.17;
    shelves.push(polygon(q(0.4, 0.78, lo, lo + 0.02), darken(d.floorColor, 0.3)));
    for (let b = 0; b < 6; b++) {
      const a = 0.42 + b * 0.055;
      shelves.push(polygon(q(a, a + 0.04, lo + 0.02, lo + 0.02 + r.float(0.09, 0.13)), r.pick([d.accent, d.accent2, '#f2cc8f', '#3d405b', '#e9e4da', '#b56576'])));
    }
  }
  return group({}, polygon(q(0.38, 0.8, 0, 0.72), darken(d.floorColor, 0.15)), ...shelves);
}
