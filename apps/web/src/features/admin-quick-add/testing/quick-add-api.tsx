import { screen } from '@testing-library/react';
import { vi } from 'vitest';

import { renderWithApp } from '@/testing/render';

import type { AdPreview } from '../api/preview-telegram-ad';
import { QuickAddTab } from '../components/quick-add-tab';

export interface Call {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}
export type Answer = { status?: number; body?: unknown };

/** Stubs fetch by "METHOD /path?query" (unlike mockApi, the query matters here) and records bodies, FormData included. */
export function stubApi(handlers: Record<string, Answer | (() => Answer)>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const raw = init?.body;
      const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
      calls.push({ method, url: url.pathname + url.search, body, headers: { ...(init?.headers as object) } });
      const handler = handlers[`${method} ${url.pathname}${url.search}`];
      const answer = (typeof handler === 'function' ? handler() : handler) ?? {
        status: 404,
        body: { detail: 'Not Found' },
      };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

export const PREVIEW = 'POST /api/admin/parse-telegram-ad?dry_run=true';
export const CREATE = 'POST /api/admin/parse-telegram-ad';
export const AD = 'Binghatti Onyx JVC 1BR 780 sqft, price 920k, OP 1.15M, handover Q4 2025, 60/40';

export const readyPreview: AdPreview = {
  property_name: 'Binghatti Onyx',
  parsed: {
    is_ad: true,
    not_ad_reason: null,
    fields: {
      property_name: 'Binghatti Onyx',
      developer: 'Binghatti',
      location: 'Jumeirah Village Circle',
      property_type: '1BR',
      furnishing: 'Unfurnished',
      size_sqft: 780,
      floor_level: 'Mid floor',
      view_type: 'Community view',
      has_balcony: true,
      has_pool: null,
      parking_spaces: 1,
      handover_date: '4Q 2025',
      payment_plan: '60/40',
      original_price: 1_150_000,
      distress_price: 920_000,
      brochure_link: null,
    },
    discount_percent: null,
    missing: ['has_pool', 'brochure_link'],
    warnings: ['Original price derived from "OP 1.15M"'],
    price_notes: [],
  },
  ready: true,
  problem: null,
  missing_for_listing: [],
  same_as: null,
  market_median_per_sqft: 1_300,
  price_doubts: [],
};

export const incompletePreview: AdPreview = {
  ...readyPreview,
  property_name: null,
  parsed: {
    ...readyPreview.parsed,
    fields: { ...readyPreview.parsed.fields, property_name: null, developer: null, distress_price: null },
    missing: ['property_name', 'developer', 'distress_price', 'has_pool', 'brochure_link'],
    warnings: [],
  },
  ready: false,
  problem: 'The ad does not state: price',
  missing_for_listing: ['price'],
};

export function renderTab() {
  localStorage.setItem('admin_token', 'admin-jwt');
  const onCreated = vi.fn();
  const view = renderWithApp(<QuickAddTab onCreated={onCreated} />);
  return { ...view, onCreated, textarea: screen.getByLabelText('Telegram ad text') };
}
