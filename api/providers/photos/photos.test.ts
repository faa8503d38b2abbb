import { describe, expect, it } from 'vitest';
import { homeDesign } from './design.js';
import { buildingPhotoPaths, parsePhotoName, renderPhoto, type PhotoName } from './index.js';

/** Checks that tags nest and close properly: enough to know a browser will render it. */
function assertWellFormed(svg: string): void {
  const stack: string[] = [];
  const tags = [...svg.matchAll(/<(\/?)([a-zA-Z]+)(?:\s+[a-zA-Z0-9:-]+="[^"<>]*")*\s*(\/?)>/g)];
  expect(tags.length).toBe(svg.split('<').length - 1);
  for (const [, closing, name, selfClosing] of tags) {
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name);
  }
  expect(stack).toEqual([]);
  // Nothing outside a tag looks like a stray bracket or attribute fragment.
  expect(svg.replace(/<[^>]*>/g, '').replace(/[\w ,.-]+/g, '')).toBe('');
}

const everyShot: PhotoName[] = [
  ...[1, 2, 3, 4, 5, 6].map((index) => ({ kind: 'building' as const, id: 12, index })),
  { kind: 'bedroom', id: 44, index: 1 },
  { kind: 'bedroom', id: 44, index: 2 },
];

describe('generated listing photos', () => {
  it.each(everyShot)('draws $kind $id photo $index as a well-formed SVG with a title', (photo) => {
    const svg = renderPhoto(photo);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toMatch(/<title>[A-Z][^<]+<\/title>/);
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    assertWellFormed(svg);
  });

  it('draws the same picture for the same name every time', () => {
    expect(renderPhoto({ kind: 'building', id: 7, index: 1 })).toBe(renderPhoto({ kind: 'building', id: 7, index: 1 }));
  });

  it('gives different homes different pictures', () => {
    const pictures = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((id) => renderPhoto({ kind: 'building', id, index: 1 })));
    expect(pictures.size).toBe(8);
  });

  it('shows apartment buildings for apartments and condos, houses for single-family homes', () => {
    for (let id = 1; id < 200; id++) {
      const design = homeDesign(id);
      if (design.propertyType === 'apartment' || design.propertyType === 'condo') expect(design.form).toBe('apartment');
      if (design.propertyType === 'sfr') expect(design.form).toBe('house');
    }
  });

  it('accepts only the names it can draw', () => {
    expect(parsePhotoName('building-12-1.svg')).toEqual({ kind: 'building', id: 12, index: 1 });
    expect(parsePhotoName('bedroom-44-2.svg')).toEqual({ kind: 'bedroom', id: 44, index: 2 });
    for (const bad of ['building-12-7.svg', 'bedroom-44-3.svg', 'building-0-1.svg', 'pool-1-1.svg', 'building-12-1.png', '../building-1-1.svg', 'building-012-1.svg', 'building-12-1.svg.svg']) {
      expect(parsePhotoName(bad)).toBeNull();
    }
  });

  it('lists root-relative photo paths for a home', () => {
    expect(buildingPhotoPaths(12, 2)).toEqual(['/v20/files/photos/building-12-1.svg', '/v20/files/photos/building-12-2.svg']);
  });
});
