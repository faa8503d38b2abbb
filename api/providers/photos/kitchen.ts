import { darken, lighten } from './color.js';
import { homeDesign, type InteriorDesign } from './design.js';
import { backWindow, BACK, floorX, interiorDefs, plant, roomShell, warmLight } from './interior-shell.js';
import { createPrng } from './prng.js';
import { circle, document, el, ellipse, group, line, polygon, rect } from './svg.js';

const COUNTER_TOP = 430;

/** The shared kitchen: cabinets along the back wall, a window over the sink, an island under pendants. */
export function renderKitchen(buildingId: number, photoIndex: number): string {
  const d = homeDesign(buildingId).interior;
  const r = createPrng(`kitchen-${buildingId}-${photoIndex}`);
  return document('Shared kitchen', [...interiorDefs(d), tileDefs()], [
    roomShell({ ...d, wall: lighten(d.wall, 0.2) }),
    rect(BACK.left, 300, BACK.right - BACK.left, COUNTER_TOP - 300, 'url(#tiles)'),
    backWindow(500, 170, 200, 200, null),
    upperCabinets(d),
    lowerRun(d),
    range(820, d),
    fridge(),
    plant(r, 300, COUNTER_TOP, 0.4),
    island(d),
    ...[430, 600, 770].map((x) => pendant(x, d)),
    warmLight(),
  ]);
}

function tileDefs(): string {
  return el('pattern', { id: 'tiles', width: 40, height: 20, patternUnits: 'userSpaceOnUse' },
    rect(0, 0, 40, 20, '#f7f7f4'),
    rect(0, 9, 40, 1.5, '#d9d6cf'), rect(0, 19, 40, 1.5, '#d9d6cf'),
    rect(19, 0, 1.5, 9, '#d9d6cf'), rect(0, 10, 1.5, 9, '#d9d6cf'));
}

function upperCabinets(d: InteriorDesign): string {
  const parts = [];
  for (const [from, to] of [[BACK.left, 470], [730, 900]] as const) {
    parts.push(rect(from, 160, to - from, 130, d.cabinet), rect(from, 286, to - from, 6, darken(d.cabinet, 0.2)));
    for (let x = from + 8; x < to - 20; x += 62) {
      parts.push(rect(x, 170, 54, 110, lighten(d.cabinet, 0.08), { stroke: darken(d.cabinet, 0.15), 'stroke-width': 2 }));
      parts.push(rect(x + 44, 250, 4, 20, '#b8b2a7'));
    }
  }
  return group({}, ...parts);
}

function lowerRun(d: InteriorDesign): string {
  const parts = [rect(BACK.left, COUNTER_TOP + 12, BACK.right - BACK.left, BACK.bottom - COUNTER_TOP - 12, d.cabinet)];
  for (let x = BACK.left + 8; x < BACK.right - 70; x += 66) {
    parts.push(rect(x, COUNTER_TOP + 22, 58, 100, lighten(d.cabinet, 0.06), { stroke: darken(d.cabinet, 0.15), 'stroke-width': 2 }));
    parts.push(rect(x + 20, COUNTER_TOP + 32, 18, 4, '#b8b2a7'));
  }
  parts.push(rect(BACK.left - 4, COUNTER_TOP, BACK.right - BACK.left + 8, 14, d.counter));
  parts.push(rect(BACK.left - 4, COUNTER_TOP + 12, BACK.right - BACK.left + 8, 3, '#000', { opacity: 0.15 }));
  parts.push(rect(545, COUNTER_TOP - 2, 110, 6, '#9aa1a9'));
  parts.push(line(600, COUNTER_TOP, 600, COUNTER_TOP - 50, '#b8bec5', 6), line(600, COUNTER_TOP - 50, 625, COUNTER_TOP - 50, '#b8bec5', 6));
  return group({}, ...parts);
}

function range(x: number, d: InteriorDesign): string {
  return group({},
    polygon([[x - 10, 200], [x + 110, 200], [x + 130, 290], [x - 30, 290]], 'url(#steel)'),
    rect(x - 30, 290, 160, 8, darken('#c3c8ce', 0.2)),
    rect(x, COUNTER_TOP - 2, 100, BACK.bottom - COUNTER_TOP, 'url(#steel)'),
    rect(x + 10, COUNTER_TOP + 40, 80, 70, '#2b2d42', { rx: 4 }),
    ellipse(x + 30, COUNTER_TOP, 16, 3, '#3a3a3a'), ellipse(x + 70, COUNTER_TOP, 16, 3, '#3a3a3a'),
    rect(x + 10, COUNTER_TOP + 16, 80, 6, darken(d.counter, 0.3), { opacity: 0.4 }),
  );
}

function fridge(): string {
  return group({},
    rect(910, 230, 70, BACK.bottom - 230, 'url(#steel)'),
    line(912, 360, 978, 360, '#9aa1a9', 2),
    rect(918, 270, 5, 70, '#8a9098'), rect(918, 380, 5, 90, '#8a9098'),
  );
}

function island(d: InteriorDesign): string {
  const y = 600;
  const l = floorX(380, y);
  const rr = floorX(820, y);
  return group({},
    ellipse(600, 790, 380, 20, '#000', { opacity: 0.18 }),
    polygon([[l, y], [rr, y], [floorX(840, y + 40), y + 40], [floorX(360, y + 40), y + 40]], d.counter),
    rect(floorX(360, y + 40), y + 40, floorX(840, y + 40) - floorX(360, y + 40), 14, darken(d.counter, 0.15)),
    rect(floorX(372, y + 54), y + 54, floorX(828, y + 54) - floorX(372, y + 54), 200, darken(d.cabinet, 0.05)),
    ellipse(560, y + 18, 60, 14, '#fbfaf7'),
    circle(540, y + 8, 13, '#e76f51'), circle(565, y + 6, 13, '#f4a261'), circle(552, y - 4, 12, '#90be6d'),
    rect(700, y + 6, 90, 14, lighten(d.floorColor, 0.1), { rx: 3 }),
  );
}

function pendant(x: number, d: InteriorDesign): string {
  return group({},
    line(x, 0, x, 150, '#3b3029', 2),
    circle(x, 200, 80, 'url(#lamp-glow)'),
    polygon([[x - 30, 190], [x + 30, 190], [x + 14, 150], [x - 14, 150]], darken(d.accent, 0.2)),
    ellipse(x, 191, 30, 5, '#fff1c9'),
  );
}
