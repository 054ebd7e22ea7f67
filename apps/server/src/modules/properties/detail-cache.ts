import { propertySchema } from '@dd/core';
import { z } from 'zod';
import type { ServiceContext } from '../service-context.ts';
import { getProperty } from './properties.service.ts';

export interface DetailCache {
  /** The JSON of one listing's detail; throws NotFoundError like getProperty. */
  get(id: string): Promise<string>;
}

/**
 * The serialized detail of recently opened listings. An entry is valid for the listing cache's
 * generation it was read in: every write that invalidates the list makes all entries stale, and a
 * read that raced a write is tagged with the older generation, so it is never served afterwards.
 */
export function createDetailCache(
  ctx: Pick<ServiceContext, 'db' | 'listingCache'>,
  maxEntries = 2000,
): DetailCache {
  const entries = new Map<string, { generation: number; json: string }>();
  return {
    async get(id) {
      const generation = ctx.listingCache.generation;
      const cached = entries.get(id);
      if (cached?.generation === generation) return cached.json;
      const json = JSON.stringify(z.encode(propertySchema, await getProperty(ctx, id)));
      entries.delete(id);
      entries.set(id, { generation, json });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return json;
    },
  };
}
