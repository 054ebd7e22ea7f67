/** What a backup holds, in the terms of the site: the figures printed and kept in the manifest. */
export interface DataCounts {
  listings: number;
  images: number;
  inquiries: number;
  users: number;
}

export const COUNTED_TABLES: Record<keyof DataCounts, string> = {
  listings: 'properties',
  images: 'property_images',
  inquiries: 'inquiries',
  users: 'users',
};

/** Whether a database has anything a person made: a listing, an account or an inquiry. */
export const holdsData = (counts: DataCounts): boolean =>
  counts.listings + counts.inquiries + counts.users > 0;

export const describeCounts = (counts: DataCounts): string =>
  `${counts.listings} listings, ${counts.images} images, ${counts.inquiries} inquiries, ${counts.users} users`;

const URL_PREFIX = '/uploads/';

/** The upload file names that image rows point at ('/uploads/<name>' → '<name>'). */
export function uploadNames(rows: { path: string; card_path: string }[]): Set<string> {
  const names = new Set<string>();
  for (const row of rows) {
    for (const path of [row.path, row.card_path]) {
      if (path.startsWith(URL_PREFIX)) names.add(path.slice(URL_PREFIX.length));
    }
  }
  return names;
}
