import { darken, lighten } from './color.js';
import { circle, el, group, line, linearGradient, polygon, rect } from './svg.js';

/**
 * Pieces every building front is made of: wall textures, windows, doors and roofs.
 * Textures are translucent overlays, so one pattern suits any wall colour.
 */
export function partDefs(): string[] {
  return [
    linearGradient('glass', [[0, '#dbeaf5'], [0.55, '#8fb3cf'], [1, '#5d7f9c']]),
    linearGradient('glass-lit', [[0, '#ffe7a8'], [1, '#f7b15a']]),
    el('pattern', { id: 'tex-lap', width: 8, height: 14, patternUnits: 'userSpaceOnUse' },
      rect(0, 12, 8, 2, '#000', { opacity: 0.1 }), rect(0, 0, 8, 1, '#fff', { opacity: 0.12 })),
    el('pattern', { id: 'tex-board', width: 30, height: 8, patternUnits: 'userSpaceOnUse' },
      rect(27, 0, 3, 8, '#000', { opacity: 0.09 })),
    el('pattern', { id: 'tex-brick', width: 40, height: 20, patternUnits: 'userSpaceOnUse' },
      rect(0, 9, 40, 1.5, '#f1e6da', { opacity: 0.55 }), rect(0, 19, 40, 1.5, '#f1e6da', { opacity: 0.55 }),
      rect(19, 0, 1.5, 9, '#f1e6da', { opacity: 0.55 }), rect(0, 10, 1.5, 9, '#f1e6da', { opacity: 0.55 }),
      rect(4, 2, 10, 5, '#000', { opacity: 0.05 }), rect(25, 12, 10, 5, '#fff', { opacity: 0.06 })),
    el('pattern', { id: 'tex-shingle', width: 26, height: 12, patternUnits: 'userSpaceOnUse' },
      rect(0, 10, 26, 2, '#000', { opacity: 0.16 }), rect(12, 0, 1.5, 10, '#000', { opacity: 0.1 })),
    el('pattern', { id: 'tex-stucco', width: 24, height: 24, patternUnits: 'userSpaceOnUse' },
      circle(5, 7, 1.2, '#000', { opacity: 0.05 }), circle(17, 15, 1.4, '#fff', { opacity: 0.1 }), circle(11, 21, 1, '#000', { opacity: 0.05 })),
  ];
}

export type Material = 'lap' | 'brick' | 'board' | 'stucco';

/** A wall: its colour, its texture, and a soft shadow under the eaves. */
export function wall(x: number, y: number, w: number, h: number, color: string, material: Material): string {
  return group({},
    rect(x, y, w, h, color),
    rect(x, y, w, h, `url(#tex-${material})`),
    rect(x, y, w, 14, '#000', { opacity: 0.12 }),
  );
}

export interface WindowStyle {
  trim: string;
  lit: boolean;
  shutters?: string;
  panes: 'cross' | 'grid' | 'single';
}

export function window(x: number, y: number, w: number, h: number, s: WindowStyle): string {
  const parts = [];
  if (s.shutters) {
    const sw = w * 0.36;
    parts.push(rect(x - sw - 8, y - 4, sw, h + 8, s.shutters), rect(x + w + 8, y - 4, sw, h + 8, s.shutters));
    for (const sx of [x - sw - 8, x + w + 8]) {
      for (let ly = y + 6; ly < y + h; ly += 10) parts.push(line(sx + 3, ly, sx + sw - 3, ly, darken(s.shutters, 0.25), 1.5));
    }
  }
  parts.push(rect(x - 6, y - 6, w + 12, h + 12, s.trim));
  parts.push(rect(x, y, w, h, s.lit ? 'url(#glass-lit)' : 'url(#glass)'));
  if (!s.lit) parts.push(polygon([[x, y + h * 0.7], [x + w * 0.55, y], [x + w * 0.8, y], [x, y + h]], '#ffffff', { opacity: 0.18 }));
  if (s.lit) parts.push(rect(x - 14, y - 14, w + 28, h + 28, '#ffd27d', { opacity: 0.12, rx: 10 }));
  if (s.panes !== 'single') {
    parts.push(rect(x, y + h / 2 - 2, w, 4, s.trim));
    parts.push(rect(x + w / 2 - 2, y, 4, h, s.trim));
  }
  if (s.panes === 'grid') {
    for (const f of [0.25, 0.75]) parts.push(rect(x, y + h * f - 1.5, w, 3, s.trim, { opacity: 0.9 }));
  }
  parts.push(rect(x - 10, y + h + 4, w + 20, 7, lighten(s.trim, 0.2)));
  parts.push(rect(x - 10, y + h + 10, w + 20, 3, '#000', { opacity: 0.12 }));
  return group({}, ...parts);
}

/** A front door standing on `bottom`, with its frame, panels, transom and step. */
export function door(cx: number, bottom: number, color: string, trim: string, lit: boolean): string {
  const w = 62;
  const h = 118;
  const x = cx - w / 2;
  const y = bottom - h;
  return group({},
    rect(x - 9, y - 24, w + 18, h + 24, trim),
    rect(x, y - 16, w, 12, lit ? 'url(#glass-lit)' : 'url(#glass)'),
    rect(x, y, w, h, color),
    rect(x + 9, y + 10, w - 18, 40, darken(color, 0.18), { rx: 2 }),
    rect(x + 9, y + 60, w - 18, 48, darken(color, 0.18), { rx: 2 }),
    rect(x + 11, y + 12, w - 22, 36, color, { rx: 2 }),
    rect(x + 11, y + 62, w - 22, 44, color, { rx: 2 }),
    circle(x + w - 10, y + h / 2 + 4, 3.5, '#d4af37'),
    rect(x - 18, bottom, w + 36, 9, '#b8b2a7'),
    rect(x - 26, bottom + 9, w + 52, 9, '#a59f94'),
  );
}

/** A roof plane: its colour with a shingle texture over it. */
function shingled(points: readonly (readonly [number, number])[], color: string): string {
  return polygon(points, color) + polygon(points, 'url(#tex-shingle)');
}

export interface RoofBox {
  left: number;
  right: number;
  /** y of the eaves (top of the wall). */
  eaves: number;
}

export function roof(style: 'gable' | 'hip' | 'flat' | 'shed' | 'gambrel', box: RoofBox, color: string, trim: string, wallColor: string): string {
  const { left, right, eaves } = box;
  const w = right - left;
  const cx = (left + right) / 2;
  const light = lighten(color, 0.12);
  const dark = darken(color, 0.2);
  const over = 24;
  switch (style) {
    case 'gable': {
      const apex = eaves - w * 0.32;
      return group({},
        polygon([[left, eaves], [cx, apex + 8], [right, eaves]], wallColor),
        circle(cx, eaves - w * 0.12, 16, trim), circle(cx, eaves - w * 0.12, 11, 'url(#glass)'),
        shingled([[left - over, eaves + 10], [cx, apex - 8], [cx, apex + 14], [left - over + 22, eaves + 10]], light),
        shingled([[right + over, eaves + 10], [cx, apex - 8], [cx, apex + 14], [right + over - 22, eaves + 10]], dark),
        line(left - over + 4, eaves + 8, cx, apex - 6, trim, 3), line(right + over - 4, eaves + 8, cx, apex - 6, trim, 3),
      );
    }
    case 'hip': {
      const top = eaves - Math.min(130, w * 0.26);
      const ridge = w * 0.22;
      return group({},
        shingled([[left - over, eaves + 6], [left + ridge, top], [right - ridge, top], [right + over, eaves + 6]], color),
        polygon([[left - over, eaves + 6], [left + ridge, top], [left + ridge + 10, eaves + 6]], light, { opacity: 0.9 }),
        polygon([[right + over, eaves + 6], [right - ridge, top], [right - ridge - 10, eaves + 6]], dark, { opacity: 0.9 }),
        rect(left - over, eaves + 2, w + over * 2, 8, trim),
      );
    }
    case 'gambrel': {
      const knee = eaves - 70;
      const top = eaves - 130;
      return group({},
        shingled([[left - over, eaves + 6], [left + 18, knee], [left + w * 0.3, top], [right - w * 0.3, top], [right - 18, knee], [right + over, eaves + 6]], color),
        polygon([[left - over, eaves + 6], [left + 18, knee], [left + 40, knee], [left + 4, eaves + 6]], light),
        window(cx - 45, knee - 20, 90, 54, { trim, lit: false, panes: 'cross' }),
        rect(left - over, eaves + 2, w + over * 2, 8, trim),
      );
    }
    case 'shed': {
      const high = eaves - 120;
      return group({},
        polygon([[left, eaves], [left, high + 22], [right, eaves - 40], [right, eaves]], wallColor),
        rect(left + 30, high + 50, w * 0.55, 26, 'url(#glass)'),
        shingled([[left - over, high + 10], [right + over, eaves - 50], [right + over, eaves - 36], [left - over, high + 26]], color),
        line(left - over, high + 26, right + over, eaves - 36, dark, 3),
      );
    }
    case 'flat':
      return group({},
        rect(left - 10, eaves - 26, w + 20, 26, darken(wallColor, 0.08)),
        rect(left - 16, eaves - 32, w + 32, 10, trim),
        rect(left - 10, eaves - 22, w + 20, 4, '#000', { opacity: 0.1 }),
      );
  }
}
