import SQLite from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DATABASE_UNAVAILABLE } from '../plugins/errors.ts';

describe('a SQLite database locked by another process', () => {
  let t: TestApp;
  let propertyId: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    propertyId = await insertProperty(t.db.handle.db, { location: 'Dubai Marina' });
  });
  afterAll(() => t.close());

  const inquire = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: {
        property_id: propertyId,
        name: 'Aisha Khan',
        email: 'aisha@example.com',
        phone: '+971 50 123 4567',
        message: 'Is it still available?',
      },
    });

  it('answers a write 503 while another connection holds the write lock, keeps reading, writes again after', async () => {
    // e.g. the sqlite3 shell or a script holding a write transaction open
    const other = new SQLite(join(t.config.dataDir, 'app.db'));
    try {
      other.exec('begin exclusive');
      const locked = await inquire();
      expect(locked.statusCode).toBe(503);
      expect(locked.headers['retry-after']).toBe('5');
      expect(locked.json()).toEqual({ detail: DATABASE_UNAVAILABLE, code: 'service_unavailable' });
      // Readers are not blocked by a writer (WAL).
      const read = await t.app.inject({ method: 'GET', url: '/api/properties?location=marina' });
      expect(read.statusCode).toBe(200);
      other.exec('rollback');
    } finally {
      other.close();
    }
    expect((await inquire()).statusCode).toBe(201);
  });
});
