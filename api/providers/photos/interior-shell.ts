import { darken, lighten, mix } from './color.js';
import type { InteriorDesign } from './design.js';
import { FOLIAGE } from './palettes.js';
import type { Prng } from './prng.js';
import { circle, el, ellipse, group, line, linearGradient, path, polygon, radialGradient, rect } from './svg.js';

/**
 * A room in one-point perspective: the back wall faces the camera, side walls,
 * ceiling and floor recede towards the vanishing point. Furniture is drawn over it.
 */
export const BACK = { left: 220, right: 980, top: 120, bottom: 560 } as const;
const VP = { x: 600, y: 340 };

/** The x at which a line from the vanishing point through (x, BACK.bottom) meets height y. */
export function floorX(x: number, y: number): number {
  return VP.x + (x - VP.x) * ((y - VP.y) / (BACK.bottom - VP.y));
}

/** A point on the left wall: `across` 0 is the front edge of the picture, 1 the back corner; `up` 0 floor, 1 ceiling. */
export function leftWall(across: number, up: number): [number, number] {
  const x = BACK.left * across;
  const top = BACK.top * across;
  const bottom = 800 - (800 - BACK.bottom) * across;
  return [x, bottom - (bottom - top) * up];
}

export function rightWall(across: number, up: number): [number, number] {
  const [x, y] = leftWall(across, up);
  return [1200 - x, y];
}

export function interiorDefs(d: InteriorDesign): string[] {
  return [
    linearGradient('window-sky', [[0, '#8ec5f0'], [1, '#e4f2fb']]),
    linearGradient('floor', [[0, darken(d.floorColor, 0.08)], [1, lighten(d.floorColor, 0.05)]]),
    linearGradient('steel', [[0, '#e3e6ea'], [0.5, '#c3c8ce'], [1, '#d9dde2']], false),
    radialGradient('lamp-glow', [[0, '#fff1c9', 0.75], [1, '#fff1c9', 0]]),
    radialGradient('room-light', [[0, '#ffffff', 0.18], [1, '#ffffff', 0]]),
    el('pattern', { id: 'tex-carpet', width: 6, height: 6, patternUnits: 'userSpaceOnUse' },
      circle(2, 2, 0.8, '#000', { opacity: 0.06 }), circle(5, 5, 0.8, '#fff', { opacity: 0.1 })),
  ];
}

export function roomShell(d: InteriorDesign): string {
  const { left, right, top, bottom } = BACK;
  const planks: string[] = [];
  if (d.floor === 'carpet') {
    planks.push(polygon([[0, 800], [left, bottom], [right, bottom], [1200, 800]], 'url(#tex-carpet)'));
  } else {
    for (let x = left; x <= right; x += 38) planks.push(line(x, bottom, floorX(x, 800), 800, darken(d.floorColor, 0.22), 1.4, { opacity: 0.6 }));
    for (let i = 0, y = bottom + 9; y < 800; y += 9 + i * 2.2, i++) {
      const a = floorX(left + ((i * 137) % 700), y);
      planks.push(line(a, y, a + 40 + i * 4, y, darken(d.floorColor, 0.2), 1, { opacity: 0.35 }));
    }
  }
  const trim = '#fbfaf7';
  return group({},
    polygon([[0, 0], [1200, 0], [right, top], [left, top]], lighten(d.wall, 0.45)),
    polygon([[0, 0], [left, top], [left, bottom], [0, 800]], darken(d.wall, 0.07)),
    polygon([[1200, 0], [right, top], [right, bottom], [1200, 800]], darken(d.wall, 0.13)),
    rect(left, top, right - left, bottom - top, d.wall),
    polygon([[0, 800], [left, bottom], [right, bottom], [1200, 800]], 'url(#floor)'),
    ...planks,
    rect(left, bottom - 14, right - left, 14, trim),
    polygon([[0, 780], [left, bottom - 14], [left, bottom], [0, 800]], darken(trim, 0.08)),
    polygon([[1200, 780], [right, bottom - 14], [right, bottom], [1200, 800]], darken(trim, 0.14)),
    rect(left, top, right - left, 6, trim),
    line(left, top, left, bottom, '#000', 1, { opacity: 0.08 }),
    line(right, top, right, bottom, '#000', 1, { opacity: 0.1 }),
  );
}

/** A window in the back wall with a view of sky and trees, curtains and the light it lets in. */
export function backWindow(x: number, y: number, w: number, h: number, curtain: string | null): string {
  // A nested viewport clips the trees outside to the window pane.
  const view = el('svg', { x, y, width: w, height: h, viewBox: `${x} ${y} ${w} ${h}`, overflow: 'hidden' },
    rect(x, y, w, h, 'url(#window-sky)'),
    circle(x + w * 0.3, y + h * 0.85, w * 0.28, mix(FOLIAGE[1], '#cfe3f2', 0.35)),
    circle(x + w * 0.75, y + h * 0.95, w * 0.32, mix(FOLIAGE[3], '#cfe3f2', 0.3)),
  );
  const parts = [
    polygon([[x, y + h], [x + w, y + h], [floorX(x + w, 700) + 60, 700], [floorX(x, 700) + 60, 700]], '#fff8e7', { opacity: 0.13 }),
    rect(x - 12, y - 12, w + 24, h + 24, '#fbfaf7'),
    view,
    rect(x + w / 2 - 3, y, 6, h, '#fbfaf7'),
    rect(x, y + h * 0.45, w, 6, '#fbfaf7'),
    rect(x - 20, y + h + 10, w + 40, 10, '#f1eee8'),
  ];
  if (curtain) {
    parts.push(rect(x - 50, y - 34, w + 100, 6, '#6b5b4b', { rx: 3 }));
    for (const cx of [x - 44, x + w + 4]) {
      parts.push(rect(cx, y - 30, 40, h + 70, curtain), ...[10, 22, 32].map((dx) => rect(cx + dx, y - 30, 3, h + 70, darken(curtain, 0.12), { opacity: 0.7 })));
    }
  }
  return group({}, ...parts);
}

/** A window in the left wall, drawn in perspective. */
export function leftWindow(from: number, to: number, curtain: string): string {
  const quad = (a: number, b: number, lo: number, hi: number) => [leftWall(a, lo), leftWall(b, lo), leftWall(b, hi), leftWall(a, hi)];
  return group({},
    polygon([leftWall(from, 0.28), leftWall(to, 0.28), [floorX(660, 760), 760], [floorX(420, 780) - 40, 790]], '#fff8e7', { opacity: 0.1 }),
    polygon(quad(from - 0.04, to + 0.04, 0.28, 0.84), '#fbfaf7'),
    polygon(quad(from, to, 0.32, 0.8), 'url(#window-sky)'),
    polygon(quad((from + to) / 2 - 0.01, (from + to) / 2 + 0.01, 0.32, 0.8), '#fbfaf7'),
    polygon(quad(from - 0.1, from, 0.26, 0.88), curtain),
    polygon(quad(to, to + 0.06, 0.26, 0.88), darken(curtain, 0.1)),
  );
}

export function plant(r: Prng, x: number, bottom: number, scale: number): string {
  const green = r.pick(FOLIAGE);
  const leaves = [];
  for (let i = 0; i < 9; i++) {
    const angle = -Math.PI / 2 + (i - 4) * 0.32;
    const len = (70 + (i % 3) * 22) * scale;
    const tx = x + Math.cos(angle) * len;
    const ty = bottom - 70 * scale + Math.sin(angle) * len;
    leaves.push(path(`M${x} ${bottom - 60 * scale} Q${(x + tx) / 2 - 14 * scale} ${(bottom - 60 * scale + ty) / 2} ${tx} ${ty} Q${(x + tx) / 2 + 14 * scale} ${(bottom - 60 * scale + ty) / 2 + 6} ${x} ${bottom - 60 * scale}`, i % 2 ? green : lighten(green, 0.15)));
  }
  return group({},
    ellipse(x, bottom, 40 * scale, 8 * scale, '#000', { opacity: 0.15 }),
    ...leaves,
    polygon([[x - 30 * scale, bottom - 64 * scale], [x + 30 * scale, bottom - 64 * scale], [x + 22 * scale, bottom], [x - 22 * scale, bottom]], r.pick(['#e9e3d8', '#c0785a', '#3d405b', '#d8cbb5'])),
  );
}

/** Framed abstract art: a few soft shapes in the room's accent colours. */
export function art(r: Prng, x: number, y: number, w: number, h: number, colors: readonly string[]): string {
  const shapes = [
    circle(x + w * r.float(0.25, 0.75), y + h * r.float(0.3, 0.6), Math.min(w, h) * r.float(0.18, 0.3), colors[0], { opacity: 0.85 }),
    rect(x + w * 0.1, y + h * r.float(0.55, 0.7), w * 0.8, h * 0.22, colors[1 % colors.length], { opacity: 0.7 }),
    path(`M${x} ${y + h * 0.75} Q${x + w * 0.5} ${y + h * 0.45} ${x + w} ${y + h * 0.8} L${x + w} ${y + h} L${x} ${y + h} Z`, colors[2 % colors.length], { opacity: 0.6 }),
  ];
  return group({},
    rect(x + 6, y + 8, w, h, '#000', { opacity: 0.12 }),
    rect(x - 8, y - 8, w + 16, h + 16, '#3b3029'),
    rect(x, y, w, h, '#faf7f0'),
    el('svg', { x, y, width: w, height: h, viewBox: `${x} ${y} ${w} ${h}`, overflow: 'hidden' }, ...shapes),
  );
}

/** A rug on the floor between two depths (y values), centred on x. */
export function rug(cx: number, halfWidth: number, near: number, far: number, color: string, stripe: string): string {
  const corners = (inset: number): [number, number][] => [
    [floorX(cx - halfWidth + inset, far + inset / 3), far + inset / 3], [floorX(cx + halfWidth - inset, far + inset / 3), far + inset / 3],
    [floorX(cx + halfWidth - inset, near - inset / 3), near - inset / 3], [floorX(cx - halfWidth + inset, near - inset / 3), near - inset / 3],
  ];
  return group({},
    polygon(corners(0), color),
    polygon(corners(22), 'none', { stroke: stripe, 'stroke-width': 5, opacity: 0.8 }),
    polygon(corners(0), 'url(#tex-carpet)'),
  );
}

export function ceilingFan(x: number, y: number): string {
  const blade = '#8b6b4f';
  return group({},
    rect(x - 3, 0, 6, y - 10, '#5a5a5a'),
    ellipse(x - 150, y + 6, 150, 14, blade), ellipse(x + 150, y + 6, 150, 14, darken(blade, 0.1)),
    ellipse(x, y + 10, 90, 8, lighten(blade, 0.1)),
    ellipse(x, y, 38, 18, '#6d6d6d'),
    ellipse(x, y + 18, 22, 12, '#f6edd8'),
  );
}

export function ceilingLight(x: number, y: number): string {
  return group({}, ellipse(x, y, 60, 14, '#f6edd8'), ellipse(x, y - 6, 60, 8, '#e8e1d3'), circle(x, y + 20, 90, 'url(#lamp-glow)', { opacity: 0.5 }));
}

export function warmLight(): string {
  return rect(0, 0, 1200, 800, 'url(#room-light)');
}

