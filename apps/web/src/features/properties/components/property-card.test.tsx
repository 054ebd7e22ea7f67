import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { i18n, loadLanguage } from '@/i18n/i18n';
import { marinaVista, properties } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';

import { PropertyCard } from './property-card';

const creekStudio = properties[1]!;
const jvcNoImages = properties[2]!;

describe('PropertyCard', () => {
  it('shows name, discount badge, developer, facts, prices and handover', () => {
    renderWithApp(<PropertyCard property={marinaVista} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Marina Vista Tower B' })).toBeInTheDocument();
    // The seller's claim, named as such.
    expect(within(card).getByText(/^18% OFF/)).toHaveTextContent("18% OFF vs. the developer's price");
    expect(within(card).getByText('by Emaar')).toBeInTheDocument();
    expect(within(card).getByText('Dubai Marina')).toBeInTheDocument();
    expect(within(card).getByText('2BR')).toBeInTheDocument();
    expect(within(card).getByText('1,250 sq.ft')).toBeInTheDocument();
    expect(within(card).getByText('AED 2,050,000')).toBeInTheDocument();
    const original = within(card).getByText('AED 2,500,000');
    expect(original.tagName).toBe('S');
    // 2,050,000 over 1,250 sq ft.
    expect(within(card).getByText('AED 1,640 per sq ft')).toBeInTheDocument();
    expect(within(card).getByText('Handover: 2Q 2026')).toBeInTheDocument();
  });

  it('leaves out what an imported ad did not state instead of showing blanks or zeros', () => {
    renderWithApp(
      <PropertyCard property={{ ...marinaVista, developer: '', size_sqft: 0, handover_date: '' }} />,
    );
    const card = screen.getByRole('article');
    expect(within(card).queryByText(/^by /)).not.toBeInTheDocument();
    expect(within(card).queryByText(/sq\.ft/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/per sq ft/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/Handover/)).not.toBeInTheDocument();
    expect(within(card).getByText('AED 2,050,000')).toBeInTheDocument();
  });

  it('tells how long ago the deal was listed, from the date the Newest sort orders by, the full date on hover', () => {
    const created_at = new Date(Date.now() - 3 * 86_400_000 - 60_000).toISOString();
    const posted_at = new Date(Date.now() - 9 * 86_400_000).toISOString();
    renderWithApp(<PropertyCard property={{ ...marinaVista, created_at, posted_at }} />);
    const age = within(screen.getByRole('article')).getByText('Listed 3 days ago');
    expect(age.tagName).toBe('TIME');
    expect(age).toHaveAttribute('datetime', created_at);
    expect(age.getAttribute('title')).toMatch(/^\d{1,2} [A-Z][a-z]+ 20\d\d at \d\d:\d\d \(Dubai time\)$/);
  });

  it('gives our verdict on the price in each of its four states, and calls only 15 % below a great deal', () => {
    const verdicts: [number | null, string][] = [
      [27.3, 'Great deal · 27% below market'],
      [8.6, '8% below market'],
      [4.9, 'At market price'],
      [-4.9, 'At market price'],
      [-16.2, '16% above market'],
      [null, 'Not enough sales to compare'],
    ];
    for (const [below_market_pct, text] of verdicts) {
      const card = renderWithApp(<PropertyCard property={{ ...marinaVista, below_market_pct }} />);
      expect(within(screen.getByRole('article')).getByText(text)).toBeInTheDocument();
      if (below_market_pct === null || below_market_pct < 15) {
        expect(screen.queryByText(/Great deal/)).not.toBeInTheDocument();
      }
      card.unmount();
    }
  });

  it('promotes no price on a sold deal (shown only when sold deals are asked for)', () => {
    renderWithApp(<PropertyCard property={{ ...marinaVista, status: 'sold', below_market_pct: 27.3 }} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('AED 2,050,000')).toBeInTheDocument();
    expect(within(card).queryByText(/% OFF/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/market|Great deal/)).not.toBeInTheDocument();
  });

  it('shows the gross rent yield small beside the price per sq ft, when it is known and the deal not sold', () => {
    const figures = (property: typeof marinaVista) => {
      const { unmount } = renderWithApp(<PropertyCard property={property} />);
      const line = within(screen.getByRole('article')).queryByText(/per sq ft|yield/)?.textContent ?? null;
      unmount();
      return line?.replace(/\s/g, ' ') ?? null;
    };
    expect(figures({ ...marinaVista, gross_yield_pct: 7.4 })).toBe('AED 1,640 per sq ft · 7.4 % yield');
    expect(figures({ ...marinaVista, gross_yield_pct: 7 })).toBe('AED 1,640 per sq ft · 7.0 % yield');
    expect(figures({ ...marinaVista, gross_yield_pct: null })).toBe('AED 1,640 per sq ft');
    expect(figures({ ...marinaVista, gross_yield_pct: 7.4, size_sqft: 0 })).toBe('7.4 % yield');
    expect(figures({ ...marinaVista, gross_yield_pct: 7.4, status: 'sold' })).toBe('AED 1,640 per sq ft');
  });

  it('links to the property details', () => {
    renderWithApp(<PropertyCard property={marinaVista} />);
    expect(screen.getByRole('link', { name: 'Marina Vista Tower B' })).toHaveAttribute(
      'href',
      '/property/p-marina-vista',
    );
  });

  it('uses the card-size image with its dimensions', () => {
    renderWithApp(<PropertyCard property={creekStudio} />);
    const img = screen.getByRole('img', { name: 'Creek Rise Studio', hidden: true });
    expect(img).toHaveAttribute('src', '/uploads/creek-1-card.webp');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
  });

  it('changes the photo with the arrows without opening the details', async () => {
    const { user } = renderWithApp(<PropertyCard property={marinaVista} />);
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img', { name: /photo 2 of 3/, hidden: true })).toHaveAttribute(
      'src',
      '/uploads/marina-2-card.webp',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/');
  });

  it('takes two Tab stops: its link and its heart, not its carousel arrows', async () => {
    const { user } = renderWithApp(
      <>
        <PropertyCard property={marinaVista} />
        <PropertyCard property={properties[1]!} />
      </>,
    );
    const titleLink = (name: string) => within(screen.getByRole('heading', { name })).getByRole('link');
    await user.tab();
    expect(titleLink(marinaVista.property_name)).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: `Save ${marinaVista.property_name}` })).toHaveFocus();
    await user.tab();
    expect(titleLink(properties[1]!.property_name)).toHaveFocus();
    expect(screen.getAllByRole('button', { name: 'Next image' })[0]).toHaveAttribute('tabindex', '-1');
  });

  it('shows a placeholder when the listing has no photos', () => {
    renderWithApp(<PropertyCard property={jvcNoImages} />);
    expect(screen.getByRole('img', { name: 'Photos coming soon' })).toBeInTheDocument();
  });

  describe("in the visitor's language", () => {
    const villa = {
      ...jvcNoImages,
      location: 'Palm Jumeirah',
      property_type: 'Villa',
      handover_date: 'Q4 2026',
    };

    it('writes type, handover, community and the photo placeholder in Russian', async () => {
      await loadLanguage('ru');
      i18n.activate('ru');
      const { unmount } = renderWithApp(<PropertyCard property={villa} />);
      const card = within(screen.getByRole('article'));
      expect(card.getByText('Вилла')).toBeInTheDocument();
      expect(card.getByText('Сдача: 4 кв. 2026')).toBeInTheDocument();
      expect(card.getByText('Пальма Джумейра')).toBeInTheDocument();
      expect(card.getByRole('img', { name: 'Фото скоро появятся' })).toBeInTheDocument();
      unmount();

      renderWithApp(<PropertyCard property={{ ...creekStudio, handover_date: 'Ready' }} />);
      const studio = within(screen.getByRole('article'));
      expect(studio.getByText('Студия')).toBeInTheDocument();
      expect(studio.getByText('Объект сдан')).toBeInTheDocument();
      expect(studio.getByText('Дубай Крик Харбор')).toBeInTheDocument();
      expect(studio.queryByText(/Ready/)).not.toBeInTheDocument();
      expect(studio.queryByText('Studio')).not.toBeInTheDocument();
    });

    it('writes the rent yield in Russian, with its decimal comma', async () => {
      await loadLanguage('ru');
      i18n.activate('ru');
      renderWithApp(<PropertyCard property={{ ...marinaVista, gross_yield_pct: 7.4 }} />);
      expect(
        within(screen.getByRole('article'))
          .getByText(/доходность/)
          .textContent?.replace(/\s/g, ' '),
      ).toBe('1 640 AED за кв. фут · доходность 7,4 %');
    });

    it('writes them in Arabic', async () => {
      await loadLanguage('ar');
      i18n.activate('ar');
      renderWithApp(<PropertyCard property={{ ...villa, property_type: '2BR', handover_date: 'Ready' }} />);
      const card = within(screen.getByRole('article'));
      expect(card.getByText('غرفتا نوم')).toBeInTheDocument();
      expect(card.getByText('التسليم: جاهز')).toBeInTheDocument();
      expect(card.getByText('نخلة جميرا')).toBeInTheDocument();
      expect(card.getByRole('img', { name: 'الصور قريبًا' })).toBeInTheDocument();
    });

    it('keeps what an admin typed outside the fixed words as written', async () => {
      await loadLanguage('ru');
      i18n.activate('ru');
      renderWithApp(
        <PropertyCard
          property={{
            ...marinaVista,
            location: 'Marina Gate Tower',
            property_type: 'Hotel apartment',
            handover_date: 'Soon after the fit-out',
          }}
        />,
      );
      const card = within(screen.getByRole('article'));
      expect(card.getByText('Marina Gate Tower')).toBeInTheDocument();
      expect(card.getByText('Hotel apartment')).toBeInTheDocument();
      expect(card.getByText('Сдача: Soon after the fit-out')).toBeInTheDocument();
    });
  });
});
