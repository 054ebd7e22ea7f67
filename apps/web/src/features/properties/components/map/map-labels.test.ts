import { describe, expect, it } from 'vitest';

import { labelWidth, visibleLabels } from './map-labels';

const screen = { width: 400, height: 300 };
const at = (key: string, x: number, y: number, width = 80) => ({ key, x, y, width, height: 16 });

describe('visibleLabels', () => {
  it('shows the first of two labels that would overlap, and both when apart', () => {
    expect(visibleLabels([at('marina', 100, 100), at('jbr', 130, 105)], screen)).toEqual(new Set(['marina']));
    expect(visibleLabels([at('jbr', 130, 105), at('marina', 100, 100)], screen)).toEqual(new Set(['jbr']));
    expect(visibleLabels([at('marina', 100, 100), at('jbr', 100, 140)], screen)).toEqual(
      new Set(['marina', 'jbr']),
    );
  });

  it('leaves out a label that would be cut by the edge of the map', () => {
    expect(visibleLabels([at('edge', 20, 100), at('off', 500, 100), at('in', 200, 150)], screen)).toEqual(
      new Set(['in']),
    );
  });

  it('sizes a label by its length', () => {
    expect(labelWidth('Dubai Marina')).toBeGreaterThan(labelWidth('JBR'));
  });
});
