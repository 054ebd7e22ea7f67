import { describe, expect, it } from 'vitest';

import { marinaVista, marinaVistaDetail, properties } from '@/testing/fixtures';

import { findCard } from './get-property-card';

describe('findCard', () => {
  it('finds a listing in every shape the listings are cached in', () => {
    const creek = properties[1]!;
    expect(findCard(properties, creek.id)).toBe(creek);
    expect(findCard({ cards: properties, shown: 3 }, creek.id)).toBe(creek);
    expect(findCard({ pages: [{ items: [] }, { items: properties, next: null }] }, creek.id)).toBe(creek);
    expect(findCard(marinaVista, marinaVista.id)).toBe(marinaVista);
    expect(findCard(marinaVistaDetail, marinaVista.id)).toBe(marinaVistaDetail);
  });

  it('is undefined for another listing, and does not look inside listings', () => {
    expect(findCard(properties, 'p-missing')).toBeUndefined();
    expect(findCard(marinaVista, properties[1]!.id)).toBeUndefined();
    expect(findCard({ id: 'p-1' }, 'p-1')).toBeUndefined();
    expect(findCard(undefined, 'p-1')).toBeUndefined();
    expect(findCard({ total: 3, locations: ['Dubai Marina'] }, 'p-1')).toBeUndefined();
  });
});
