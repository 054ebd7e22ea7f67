import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DiscountBanner } from './discount-banner';

const listing = { original_price: 2_500_000, distress_price: 2_000_000 };

describe('DiscountBanner', () => {
  it("names the discount as the seller's claim against the developer's price, with the saving", () => {
    render(<DiscountBanner listing={{ ...listing, below_market_pct: 12 }} />);
    expect(screen.getByText('20% OFF')).toBeInTheDocument();
    expect(screen.getByText("vs. the developer's price")).toBeInTheDocument();
    expect(screen.getByText(/^You save AED/)).toBeInTheDocument();
  });

  it('promises no saving on a listing above the market', () => {
    render(<DiscountBanner listing={{ ...listing, below_market_pct: -16 }} />);
    expect(screen.getByText("vs. the developer's price")).toBeInTheDocument();
    expect(screen.queryByText(/You save/)).not.toBeInTheDocument();
  });
});
