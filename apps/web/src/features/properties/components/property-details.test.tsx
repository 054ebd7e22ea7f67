import type { Property } from '@dd/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { i18n, loadLanguage } from '@/i18n/i18n';
import type { Language } from '@/i18n/languages';
import { marinaVistaDetail } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

import { PropertyDetails } from './property-details';

/** A listing with every fixed word the parser writes, in its canonical English. */
const listing: Property = {
  ...marinaVistaDetail,
  location: 'Dubai Marina',
  property_type: '2BR',
  handover_date: 'Q4 2026',
  payment_plan: 'Post-handover 60/40',
  view_type: 'Full sea and Burj Al Arab view',
  floor_level: '32nd floor',
  furnishing: 'Semi-furnished',
  has_balcony: false,
  has_pool: false,
  parking_spaces: 0,
};

async function renderIn(language: Language, property: Property = listing) {
  await loadLanguage(language);
  i18n.activate(language);
  mockApi({
    [`GET /api/properties/${property.id}/market`]: {
      body: { comparables: 0, reason: 'No market data is loaded yet' },
    },
  });
  renderWithApp(<PropertyDetails listing={property} property={property} />);
  const facts = within(screen.getByRole('region', { name: i18n._('detail.facts') }));
  const features = within(screen.getByRole('region', { name: i18n._('detail.features') }));
  return { facts, features };
}

describe("a listing's page in the visitor's language", () => {
  it('shows the canonical English words in English', async () => {
    const { facts, features } = await renderIn('en');
    for (const value of [
      'Dubai Marina',
      '2BR',
      'Q4 2026',
      'Post-handover 60/40',
      'Full sea and Burj Al Arab view',
    ])
      expect(facts.getByText(value)).toBeInTheDocument();
    expect(features.getByText('32nd Floor')).toBeInTheDocument();
    expect(features.getByText('Semi-furnished')).toBeInTheDocument();
  });

  it('writes type, handover, payment plan, view, floor and community in Russian', async () => {
    const { facts, features } = await renderIn('ru');
    for (const value of [
      'Дубай Марина',
      '2 спальни',
      '4 кв. 2026',
      'Рассрочка после сдачи 60/40',
      'Полный вид на море и Бурдж-эль-Араб',
    ])
      expect(facts.getByText(value)).toBeInTheDocument();
    expect(features.getByText('32-й этаж')).toBeInTheDocument();
    expect(features.getByText('Частично с мебелью')).toBeInTheDocument();
  });

  it('writes them in Arabic', async () => {
    const { facts, features } = await renderIn('ar', {
      ...listing,
      location: 'Business Bay',
      property_type: 'Studio',
      handover_date: 'Ready',
      payment_plan: 'Cash',
    });
    for (const value of [
      'الخليج التجاري',
      'استوديو',
      'جاهز',
      'دفع نقدي',
      'إطلالة كاملة على البحر وبرج العرب',
    ])
      expect(facts.getByText(value)).toBeInTheDocument();
    expect(features.getByText('الطابق 32')).toBeInTheDocument();
  });

  it('keeps free text an admin typed as written', async () => {
    const { facts, features } = await renderIn('ru', {
      ...listing,
      payment_plan: '10% on booking, rest on handover',
      view_type: 'Crystal lagoon view',
      handover_date: 'TBC',
      floor_level: 'Ground + 4',
    });
    for (const value of ['10% on booking, rest on handover', 'Crystal lagoon view', 'TBC'])
      expect(facts.getByText(value)).toBeInTheDocument();
    expect(features.getByText('Этаж: Ground + 4')).toBeInTheDocument();
  });
});
