import { darken, lighten } from './color.js';
import { bedroomDesign, homeDesign, type BedroomDesign } from './design.js';
import { art, backWindow, ceilingFan, ceilingLight, floorX, interiorDefs, leftWindow, plant, roomShell, rug, warmLight } from './interior-shell.js';
import { createPrng, type Prng } from './prng.js';
import { circle, document, ellipse, group, line, polygon, rect } from './svg.js';

/**
 * A bedroom. Photo 1 faces the bed; photo 2 turns to the desk under the window.
 * `source` says whose bedroom it is: a bedroom id, or a home id for the bedroom
 * shown among a home's photos.
 */
export function renderBedroom(source: { bedroomId: number } | { buildingId: number }, photoIndex: number): string {
  const d: BedroomDesign =
    'bedroomId' in source
      ? bedroomDesign(source.bedroomId)
      : { ...homeDesign(source.buildingId).interior, hasCeilingFan: false, windowOnLeft: true, bedding: '#ffffff' };
  const r = createPrng(`bedroom-${JSON.stringify(source)}-${photoIndex}`);
  const body = photoIndex % 2 === 1 ? bedView(r, d) : deskView(r, d);
  return document(photoIndex % 2 === 1 ? 'Bedroom with a made bed' : 'Bedroom desk by the window', interiorDefs(d), [
    roomShell(d),
    body,
    d.hasCeilingFan ? ceilingFan(600, 70) : ceilingLight(600, 42),
    warmLight(),
  ]);
}

function bedView(r: Prng, d: BedroomDesign): string {
  const win = d.windowOnLeft ? leftWindow(0.35, 0.75, d.accent2) : backWindow(760, 190, 160, 200, d.accent2);
  const bedX = d.windowOnLeft ? 600 : 500;
  return group({},
    win,
    art(r, bedX - 110, 180, 220, 130, [d.accent, d.accent2, lighten(d.accent, 0.4)]),
    rug(bedX, 280, 730, 590, lighten(d.accent2, 0.55), d.accent2),
    nightstand(bedX - 240, d), nightstand(bedX + 170, d),
    bed(bedX, d),
    plant(r, d.windowOnLeft ? 920 : 290, 600, 0.9),
  );
}

function bed(cx: number, d: BedroomDesign): string {
  const head = darken(d.accent, 0.25);
  const duvet = d.bedding;
  return group({},
    ellipse(cx, 665, 270, 26, '#000', { opacity: 0.16 }),
    rect(cx - 175, 340, 350, 200, head, { rx: 18 }),
    rect(cx - 160, 354, 320, 170, lighten(head, 0.12), { rx: 12 }),
    polygon([[cx - 165, 455], [cx + 165, 455], [cx + 225, 610], [cx - 225, 610]], duvet),
    rect(cx - 225, 610, 450, 48, darken(duvet, 0.08), { rx: 6 }),
    polygon([[cx - 200, 545], [cx + 200, 545], [cx + 218, 592], [cx - 218, 592]], d.accent, { opacity: 0.9 }),
    rect(cx - 218, 592, 436, 24, darken(d.accent, 0.12)),
    rect(cx - 150, 410, 135, 58, '#ffffff', { rx: 20 }), rect(cx + 15, 410, 135, 58, '#fbfaf7', { rx: 20 }),
    rect(cx - 60, 430, 120, 48, d.accent2, { rx: 16 }),
    line(cx - 225, 612, cx + 225, 612, '#000', 1, { opacity: 0.1 }),
  );
}

function nightstand(x: number, d: BedroomDesign): string {
  const wood = darken(d.floorColor, 0.15);
  return group({},
    rect(x, 470, 70, 90, wood, { rx: 4 }),
    rect(x + 6, 482, 58, 30, lighten(wood, 0.08), { rx: 3 }), circle(x + 35, 497, 3, '#d4af37'),
    rect(x + 30, 432, 10, 38, '#c9b79c'),
    polygon([[x + 12, 436], [x + 58, 436], [x + 50, 398], [x + 20, 398]], '#f6edd8'),
    circle(x + 35, 420, 50, 'url(#lamp-glow)'),
  );
}

function deskView(r: Prng, d: BedroomDesign): string {
  const wood = darken(d.floorColor, 0.1);
  const books = [];
  for (let i = 0, x = 280; i < 9; i++) {
    const w = r.int(12, 20);
    books.push(rect(x, 300 - r.int(38, 56), w, 56, r.pick([d.accent, d.accent2, '#f2cc8f', '#3d405b', '#e9e4da']), { y: 300 - 56 }));
    x += w + 2;
  }
  return group({},
    backWindow(500, 170, 200, 210, d.accent2),
    rect(270, 300, 190, 8, wood), ...books,
    rect(270, 380, 190, 8, wood), plant(r, 320, 380, 0.45),
    rug(600, 240, 740, 600, lighten(d.accent, 0.5), d.accent),
    ellipse(600, 585, 240, 16, '#000', { opacity: 0.14 }),
    rect(420, 440, 360, 16, wood), rect(432, 456, 12, 120, darken(wood, 0.2)), rect(756, 456, 12, 120, darken(wood, 0.2)),
    rect(470, 400, 90, 40, '#2b2d42', { rx: 4 }), rect(476, 404, 78, 30, '#5d7f9c'),
    circle(720, 420, 16, d.accent), rect(714, 420, 12, 20, '#e9e4da'),
    rect(550, 520, 100, 16, d.accent, { rx: 6 }), rect(560, 460, 80, 64, d.accent, { rx: 10 }),
    rect(594, 536, 12, 60, '#3b3029'), rect(560, 592, 80, 6, '#3b3029'),
    dresser(820, d),
  );
}

function dresser(x: number, d: BedroomDesign): string {
  const color = lighten(d.accent2, 0.55);
  const near = floorX(x + 140, 600);
  return group({},
    ellipse(x + 90, 602, 110, 12, '#000', { opacity: 0.14 }),
    rect(x, 430, Math.max(150, near - x), 170, color, { rx: 4 }),
    ...[0, 1, 2].map((i) => rect(x + 10, 442 + i * 52, Math.max(130, near - x - 20), 44, lighten(color, 0.2), { rx: 3 })),
    rect(x + 30, 280, 100, 140, '#fbfaf7', { rx: 50 }), rect(x + 38, 288, 84, 124, '#cfe3f2', { rx: 42 }),
  );
}
