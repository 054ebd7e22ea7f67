import type { Property } from '@dd/core';

import { marinaVistaDetail, properties } from '@/testing/fixtures';

/** The shared listings as GET /api/admin/properties answers them: every field of every listing. */
export const adminProperties: Property[] = properties.map((summary, i) =>
  i === 0
    ? marinaVistaDetail
    : {
        ...summary,
        furnishing: 'Unfurnished',
        floor_level: 'Mid Floor',
        view_type: 'Community View',
        has_balcony: false,
        has_pool: false,
        parking_spaces: 1,
        payment_plan: '50/50',
        brochure_link: null,
        status_changed_at: null,
        source: null,
        also_posted_in: [],
        price_history: [],
        updated_at: '2026-11-21T08:30:00.000Z',
      },
);

export const [marinaAdmin, creekAdmin, jvcAdmin] = adminProperties as [
  Property,
  Property,
  Property,
  ...Property[],
];
