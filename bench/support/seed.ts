// The benchmark's database: N listings with 3 images each, the default admin and a contacts row
// (so that every inquiry queues the admin's e-mail, as on a configured site), written with the
// server's own migrations and the test fixtures, then closed before the server opens it. The image
// rows point to files that are never created: the benchmark does not fetch images.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { ensureDefaultAdmin } from '../../apps/server/src/modules/admin-auth/admin-bootstrap.ts';
import { findAdminByUsername } from '../../apps/server/src/modules/admin-auth/admins.repository.ts';
import { saveContacts } from '../../apps/server/src/modules/contacts/contacts.repository.ts';
import { insertProperty } from '../../apps/server/test/fixtures.ts';

export interface Seeded {
  propertyIds: string[];
  admin: { id: string; tokenVersion: number };
}

const LOCATIONS = ['Dubai Marina', 'Business Bay', 'Jumeirah Village Circle', 'Downtown Dubai', 'Arjan'];

/** Seeds the SQLite file of `dataDir`, or the PostgreSQL database of `databaseUrl` when given. */
export async function seedDatabase(dataDir: string, listings: number, databaseUrl?: string): Promise<Seeded> {
  mkdirSync(join(dataDir, 'uploads')); // served under /uploads; the images themselves are not needed here
  const handle = openDatabase({ sqlitePath: join(dataDir, 'app.db'), databaseUrl });
  try {
    await migrateToLatest(handle.db);
    const propertyIds: string[] = [];
    for (let i = 0; i < listings; i++) {
      propertyIds.push(
        await insertProperty(handle.db, {
          property_name: `Tower ${i}`,
          location: LOCATIONS[i % LOCATIONS.length]!,
          distress_price: 500_000 + (i % 50) * 100_000,
          original_price: 800_000 + (i % 50) * 100_000,
          images: 3,
        }),
      );
    }
    await ensureDefaultAdmin(handle.db, { initialPassword: undefined, email: undefined });
    await saveContacts(
      handle.db,
      { phone: '+971 4 123 4567', email: 'sales@example.com', whatsapp: '971501234567', address: null },
      new Date(),
    );
    const admin = (await findAdminByUsername(handle.db, 'admin'))!;
    return { propertyIds, admin: { id: admin.id, tokenVersion: admin.token_version } };
  } finally {
    await handle.close();
  }
}
