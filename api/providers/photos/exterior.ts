import { homeDesign } from './design.js';
import { house, type DrawnFront } from './exterior-house.js';
import { apartmentBlock, townhomes } from './exterior-multi.js';
import { partDefs } from './exterior-parts.js';
import { GROUND, sceneDefs, skyAndBackdrop, streetFront, tree, vignette } from './exterior-scene.js';
import { DAY_SKIES, EVENING_SKIES } from './palettes.js';
import { createPrng } from './prng.js';
import { document, ellipse, group } from './svg.js';

const MAX_ZOOM = 1.15;
const SKY_MARGIN = 40;

/**
 * The street view of a home. The building itself comes from the home's design
 * (the same in every photo of that home); sky, clouds and trees vary per photo.
 * `evening` shows the same home at golden hour or dusk, windows lit.
 */
export function renderExterior(buildingId: number, photoIndex: number, evening: boolean): string {
  const design = homeDesign(buildingId);
  const r = createPrng(`exterior-${buildingId}-${photoIndex}`);
  const sky = evening ? r.pick(EVENING_SKIES) : r.pick(DAY_SKIES);
  const lit = sky.windowsLit;
  const front: DrawnFront =
    design.form === 'townhomes' ? townhomes(r, design, lit)
      : design.form === 'apartment' ? apartmentBlock(r, design, lit)
        : house(r, design, lit);
  // Enlarged about the middle of the ground line so the home fills the frame, but
  // never so much that a tall roof leaves the picture.
  const scale = Math.min(MAX_ZOOM, (GROUND - SKY_MARGIN) / (GROUND - front.top));
  const zoom = (x: number) => 600 + (x - 600) * scale;
  const trees = [
    tree(r, Math.max(80, zoom(front.left) - r.int(60, 110)), GROUND + 40, r.float(1.1, 1.4), evening),
    tree(r, Math.min(1120, zoom(front.right) + r.int(60, 110)), GROUND + 30, r.float(0.95, 1.25), evening),
  ];
  const title = `${design.propertyType === 'sfr' ? 'House' : labelOf(design.form)} seen from the street${evening ? ' at dusk' : ''}`;
  return document(title, [...sceneDefs(sky), ...partDefs()], [
    skyAndBackdrop(r, sky),
    trees[0],
    ellipse(600, GROUND + 8, (zoom(front.right) - zoom(front.left)) / 2 + 40, 18, '#000', { opacity: 0.12 }),
    group({ transform: `translate(600 ${GROUND}) scale(${scale.toFixed(3)}) translate(-600 -${GROUND})` }, front.svg),
    streetFront(front.doorXs.map(zoom), evening),
    trees[1],
    vignette(sky),
  ]);
}

function labelOf(form: string): string {
  return { house: 'House', townhomes: 'Townhomes', duplex: 'Duplex', triplex: 'Triplex', apartment: 'Apartment building' }[form] ?? 'Home';
}
