import { describe, expect, it } from 'vitest';

import { backendAssetUrl, env } from './env';

describe('build-time settings', () => {
  it('defaults to the API under /api on this origin', () => {
    expect(env.apiBaseUrl).toBe('/api');
    expect(env.backendUrl).toBe('');
  });

  it('puts image paths under the backend host and leaves absolute URLs alone', () => {
    expect(backendAssetUrl('/uploads/a/card.webp')).toBe('/uploads/a/card.webp');
    expect(backendAssetUrl('uploads/a.webp')).toBe('/uploads/a.webp');
    expect(backendAssetUrl('https://cdn.example.com/a.webp')).toBe('https://cdn.example.com/a.webp');
    expect(backendAssetUrl('blob:http://localhost/1')).toBe('blob:http://localhost/1');
  });
});
