import { ensureDefaultAdmin } from '../src/modules/admin-auth/admin-bootstrap.ts';
import { findAdminByUsername } from '../src/modules/admin-auth/admins.repository.ts';
import { insertVisitor } from './fixtures.ts';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../src/config.ts';
import type { Engine } from '../src/db/client.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** A bearer token of the default admin account (created when missing). */
export async function adminToken(t: TestApp): Promise<string> {
  const db = t.db.handle.db;
  await ensureDefaultAdmin(db, { initialPassword: undefined, email: undefined });
  const admin = await findAdminByUsername(db, 'admin');
  if (!admin) throw new Error('the default admin account is missing');
  return t.tokens.issue({ sub: admin.id, role: 'admin', tv: admin.token_version });
}

/** A new verified visitor and a bearer token of theirs. */
export async function visitorSession(t: TestApp): Promise<{ id: string; token: string }> {
  const visitor = await insertVisitor(t.db.handle.db);
  return {
    id: visitor.id,
    token: await t.tokens.issue({ sub: visitor.id, role: 'visitor', tv: visitor.tv }),
  };
}

export const bearer = (token: string | undefined): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

/**
 * For a describe block: the real app on a fresh database of the engine with an admin's bearer
 * header, handed over before the tests run and closed after them.
 */
export function withAdminApp(
  engine: Engine,
  ready: (t: TestApp, auth: Record<string, string>) => void,
  overrides: Partial<Config> = {},
): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(engine, overrides);
    ready(t, bearer(await adminToken(t)));
  });
  afterAll(() => t?.close());
}
