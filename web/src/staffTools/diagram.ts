/** A plain layout of the entity diagram: entities on a circle, edges as straight lines. */
export interface DiagramNode { name: string; x: number; y: number }
export interface DiagramEdge { from: string; to: string }

export const DIAGRAM_SIZE = 640;
const RADIUS = 250;

/** Places `names` evenly on a circle (in the given order) and keeps edges between placed names, once per pair. */
export function circleLayout(names: readonly string[], relations: ReadonlyArray<{ from: string; to: string }>) {
  const centre = DIAGRAM_SIZE / 2;
  const nodes: DiagramNode[] = names.map((name, i) => {
    const angle = (2 * Math.PI * i) / Math.max(1, names.length) - Math.PI / 2;
    return { name, x: Math.round(centre + RADIUS * Math.cos(angle)), y: Math.round(centre + RADIUS * Math.sin(angle)) };
  });
  const placed = new Set(names);
  const seen = new Set<string>();
  const edges: DiagramEdge[] = [];
  for (const r of relations) {
    const key = [r.from, r.to].sort().join('→');
    if (!placed.has(r.from) || !placed.has(r.to) || r.from === r.to || seen.has(key)) continue;
    seen.add(key);
    edges.push({ from: r.from, to: r.to });
  }
  return { nodes, edges };
}
