import { describe, expect, it } from 'vitest';
import { marketBadge } from './market-badge.ts';

describe('marketBadge', () => {
  it('claims nothing without a reference or less than 5 % below it', () => {
    expect(marketBadge(null)).toBeNull();
    expect(marketBadge(-12)).toBeNull();
    expect(marketBadge(4.9)).toBeNull();
  });

  it('says how far below from 5 %, never rounding up into a claim, and a great deal from 15 %', () => {
    expect(marketBadge(5)).toEqual({ label: '5% below market', great: false });
    expect(marketBadge(14.9)).toEqual({ label: '14% below market', great: false });
    expect(marketBadge(15)).toEqual({ label: '15% below market', great: true });
    expect(marketBadge(27.3)).toEqual({ label: '27% below market', great: true });
  });
});
