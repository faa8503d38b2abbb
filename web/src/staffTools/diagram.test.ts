import { describe, expect, it } from 'vitest';
import { circleLayout, DIAGRAM_SIZE } from './diagram';
import { groupByKind, searchQueryOf } from './searchWords';

describe('circleLayout', () => {
  it('puts every entity inside the picture and draws each relation once', () => {
    const { nodes, edges } = circleLayout(['User', 'Building', 'Bedroom'], [
      { from: 'Bedroom', to: 'Building' }, { from: 'Building', to: 'Bedroom' }, { from: 'Building', to: 'User' }, { from: 'Bedroom', to: 'Unknown' },
    ]);
    expect(nodes).toHaveLength(3);
    for (const n of nodes) {
      expect(n.x).toBeGreaterThanOrEqual(0);
      expect(n.y).toBeLessThanOrEqual(DIAGRAM_SIZE);
    }
    expect(edges).toEqual([{ from: 'Bedroom', to: 'Building' }, { from: 'Building', to: 'User' }]);
  });
});

describe('search words', () => {
  it('reads ?q= trimmed and ignores an empty one', () => {
    expect(searchQueryOf(new URLSearchParams('q=%20ada%20'))).toBe('ada');
    expect(searchQueryOf(new URLSearchParams('q=%20'))).toBeNull();
  });

  it('groups results by kind in the order of their best result', () => {
    const groups = groupByKind([{ kind: 'INVOICE' }, { kind: 'USER' }, { kind: 'INVOICE' }]);
    expect(groups.map((g) => [g.heading, g.items.length])).toEqual([['Invoices', 2], ['People', 1]]);
  });
});
