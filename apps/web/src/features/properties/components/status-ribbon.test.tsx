import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { marinaVista } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';

import { PropertyCard } from './property-card';

describe('the status ribbon of a card', () => {
  it('says SOLD in red on a sold listing', () => {
    renderWithApp(<PropertyCard property={{ ...marinaVista, status: 'sold' }} />);
    const ribbon = within(screen.getByRole('article')).getByText('Sold');
    expect(ribbon).toHaveClass('bg-red-600', 'uppercase');
    expect(screen.queryByText('Reserved')).not.toBeInTheDocument();
  });

  it('says RESERVED in amber on a reserved listing', () => {
    renderWithApp(<PropertyCard property={{ ...marinaVista, status: 'reserved' }} />);
    expect(within(screen.getByRole('article')).getByText('Reserved')).toHaveClass('bg-amber-400');
  });

  it('is not there while the listing is available', () => {
    renderWithApp(<PropertyCard property={marinaVista} />);
    expect(screen.queryByText(/^(Sold|Reserved)$/)).not.toBeInTheDocument();
  });
});
