/**
 * Minimal SVG building blocks. Every value drawn comes from our own generator
 * (numbers and palette colours), never from a user, so attributes need no escaping
 * beyond what `attr` does defensively.
 */
export type Attrs = Record<string, string | number | undefined>;

function attr(name: string, value: string | number): string {
  const text = typeof value === 'number' ? String(round(value)) : value.replace(/[<>&"]/g, '');
  return ` ${name}="${text}"`;
}

/** Two decimals is finer than a pixel at any size a browser shows these at. */
export function round(n: number): number {
  return Math.round(n * 100) / 100;
}

export function el(tag: string, attrs: Attrs = {}, ...children: string[]): string {
  const text = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([k, v]) => attr(k, v))
    .join('');
  return children.length ? `<${tag}${text}>${children.join('')}</${tag}>` : `<${tag}${text}/>`;
}

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}) =>
  el('rect', { x, y, width, height, fill, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 1, extra: Attrs = {}) =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, ...extra });

export const polygon = (points: readonly (readonly [number, number])[], fill: string, extra: Attrs = {}) =>
  el('polygon', { points: points.map(([x, y]) => `${round(x)},${round(y)}`).join(' '), fill, ...extra });

export const path = (d: string, fill: string, extra: Attrs = {}) => el('path', { d, fill, ...extra });

export const group = (attrs: Attrs, ...children: string[]) => el('g', attrs, ...children);

export function linearGradient(id: string, stops: readonly (readonly [number, string])[], vertical = true): string {
  return el(
    'linearGradient',
    { id, x1: 0, y1: 0, x2: vertical ? 0 : 1, y2: vertical ? 1 : 0 },
    ...stops.map(([offset, color]) => el('stop', { offset, 'stop-color': color })),
  );
}

export function radialGradient(id: string, stops: readonly (readonly [number, string, number?])[]): string {
  return el(
    'radialGradient',
    { id },
    ...stops.map(([offset, color, opacity]) => el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity ?? 1 })),
  );
}

export const WIDTH = 1200;
export const HEIGHT = 800;

/** The whole document; `title` is the accessible name of the picture. */
export function document(title: string, defs: string[], body: string[]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img">` +
    el('title', {}, title.replace(/[<>&]/g, '')) +
    el('defs', {}, ...defs) +
    body.join('') +
    '</svg>'
  );
}
