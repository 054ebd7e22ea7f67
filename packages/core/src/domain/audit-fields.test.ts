import { describe, expect, it } from 'vitest';

import { auditFieldLabel, auditValueText, LISTING_FIELDS, listingFormLabel } from './audit-fields.ts';
import { fieldChanges } from './audit.ts';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('auditFieldLabel', () => {
  it("names a recorded field as the admin's form does", () => {
    expect(auditFieldLabel('distress_price')).toBe('Distress price');
    expect(auditFieldLabel('size_sqft')).toBe('Size');
    expect(auditFieldLabel('has_pool')).toBe('Private Pool');
    expect(auditFieldLabel('photos')).toBe('Photos');
    expect(auditFieldLabel('whatsapp')).toBe('WhatsApp');
  });

  it('writes a field it does not know in words, never with underscores', () => {
    expect(auditFieldLabel('some_new_field')).toBe('Some new field');
  });
});

describe('listingFormLabel', () => {
  it('adds the unit to prices and the size, as the form labels them', () => {
    expect(listingFormLabel('distress_price')).toBe('Distress price (AED)');
    expect(listingFormLabel('original_price')).toBe('Original price (AED)');
    expect(listingFormLabel('size_sqft')).toBe('Size (sq.ft)');
    expect(listingFormLabel('developer')).toBe('Developer');
  });

  it('has a label for every field of the listing form', () => {
    for (const field of Object.keys(LISTING_FIELDS) as (keyof typeof LISTING_FIELDS)[])
      expect(listingFormLabel(field)).toMatch(/^[A-Z]/);
  });
});

describe('auditValueText', () => {
  it('writes prices in AED, sizes in sq.ft and counts grouped', () => {
    expect(plain(auditValueText('distress_price', 2_550_000))).toBe('AED 2,550,000');
    expect(plain(auditValueText('original_price', 2_490_000))).toBe('AED 2,490,000');
    expect(auditValueText('size_sqft', 1250)).toBe('1,250 sq.ft');
    expect(auditValueText('parking_spaces', 2)).toBe('2');
    expect(auditValueText('photos', 12)).toBe('12');
    expect(auditValueText('display_order', 1500)).toBe('1,500');
  });

  it('says Yes and No for flags, also stored as 1/0 or text', () => {
    expect(auditValueText('has_balcony', true)).toBe('Yes');
    expect(auditValueText('has_pool', false)).toBe('No');
    expect(auditValueText('active', 1)).toBe('Yes');
    expect(auditValueText('has_pool', 'false')).toBe('No');
  });

  it('writes dates as days and times in Dubai, and keeps other text as it is', () => {
    expect(auditValueText('handover_date', '2026-11-26')).toBe('26 Nov 2026');
    expect(auditValueText('handover_date', '2026-11-26T08:30:00.000Z')).toBe('26 November 2026 at 12:30');
    expect(auditValueText('handover_date', 'Q4 2026')).toBe('Q4 2026');
    expect(auditValueText('handover_date', '2026-13-45')).toBe('2026-13-45');
    expect(auditValueText('status', 'reserved')).toBe('reserved');
  });

  it('says (empty) for a value that was not there', () => {
    expect(auditValueText('developer', null)).toBe('(empty)');
    expect(auditValueText('developer', '')).toBe('(empty)');
  });

  it("reads an edit's changes as the Activity tab shows them", () => {
    const [change] = fieldChanges({ distress_price: 2_550_000 }, { distress_price: 2_490_000 }, [
      'distress_price',
    ]);
    const line = `${auditFieldLabel(change!.field)}: ${auditValueText(change!.field, change!.from)} → ${auditValueText(change!.field, change!.to)}`;
    expect(plain(line)).toBe('Distress price: AED 2,550,000 → AED 2,490,000');
  });
});
