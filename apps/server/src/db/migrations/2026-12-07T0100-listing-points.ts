import type { Kysely } from 'kysely';

// Frozen. Listing points and the map box (ADR 0059). Each listing gets a point in WGS84 degrees, `lat`
// and `lng` (null: no point; listings without one never match a map box), and `pin_moved`: an admin
// placed the pin, so writes and the gazetteer leave it where it is. Pure schema: the points of the
// listings already stored are filled in by the server at start-up (properties/listing-points.plugin.ts).
//
// One index for the map box, properties_point_idx (lng, lat, status). Measured with EXPLAIN at 50,000
// listings over Dubai's communities, a page of 25 in each of the list's orders, phone-sized boxes from
// zoom 10 (the whole city: 46,631 listings in the box) to 16 (2,441) and one with none:
// - An index on the box alone and the box written for it: SQLite (no statistics) always reads the box
//   from it and sorts it (USE TEMP B-TREE): 32–47 ms at zoom 10, 19–26 at 12, 2 at 16, against
//   0.1–0.4 ms for walking the order's index, filtering by the box, until the page is full (the
//   existing order indexes: no new one is needed for any sort). That walk reads the whole table for a
//   box with no listing (23–35 ms), where the box index answers in 0.1 ms. So on SQLite the server
//   counts the box's listings on this index first, at most 1,000 entries (0.02–0.2 ms), and reads a
//   box holding fewer from it, one holding more by the order's index (properties.repository.ts,
//   boxRead): 0.2–3.3 ms for every box, order and filter.
// - PostgreSQL chooses by its statistics: the order's index for the city's boxes (0.5–1.7 ms),
//   the box index for the empty one (0.3–1.6 ms). Writing the box so that its index cannot serve it
//   (lng + 0) leaves PostgreSQL without estimates: a sequential scan and a sort, 19–49 ms. So it
//   always gets the box as it is.
// - Counts (X-Total-Count) read the box on both engines. On (lat, lng) they look every listing up for
//   its status: 27–76 ms for the city on SQLite, a sequential scan of 19–27 ms on PostgreSQL. With the
//   status in the index they are read from it alone (SQLite's COVERING INDEX, PostgreSQL's Index Only
//   Scan): 4–10 ms for the city on SQLite, 8–9 on PostgreSQL (which may still scan the table for a
//   box holding nearly every listing, 19 ms), under 1 ms at zoom 14 on both. boxRead's counting reads
//   the same index.
// - Longitude first: a phone's view is about 1.7 times taller than wide in degrees here, and the
//   listings spread about as far east–west as north–south, so a box's longitudes hold fewer index
//   entries than its latitudes. Counts at zoom 11, 12 and 14: 5.0, 3.5 and 0.4 ms against 6.1, 6.5
//   and 1.6 with latitude first on SQLite; 7.9, 4.1 and 0.8 against 16.4, 11.5 and 4.0 on PostgreSQL
//   (the whole city's alike, within the shared machine's noise).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('properties').addColumn('lat', 'double precision').execute();
  await db.schema.alterTable('properties').addColumn('lng', 'double precision').execute();
  await db.schema
    .alterTable('properties')
    .addColumn('pin_moved', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('properties_point_idx')
    .on('properties')
    .columns(['lng', 'lat', 'status'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('properties_point_idx').execute();
  for (const column of ['pin_moved', 'lng', 'lat'])
    await db.schema.alterTable('properties').dropColumn(column).execute();
}
