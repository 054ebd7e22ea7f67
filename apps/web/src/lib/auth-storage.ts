/** The browser storage keys of SPEC §3, and the only code that reads or writes them. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  adminToken: 'admin_token',
  adminUsername: 'admin_username',
} as const;

const CHANGE_EVENT = 'dd:auth-change';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage disabled: the session simply does not persist
  }
}

function notify(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Visitor login token (`token`). */
export const getToken = (): string | null => read(STORAGE_KEYS.token) || null;

/** Admin login token (`admin_token`). */
export const getAdminToken = (): string | null => read(STORAGE_KEYS.adminToken) || null;

/** Username of the stored admin login (`admin_username`). */
export const getAdminUsername = (): string | null => read(STORAGE_KEYS.adminUsername) || null;

/** Bearer credential for the property details: the visitor token, or else the admin token (SPEC §6). */
export const getDetailToken = (): string | null => getToken() ?? getAdminToken();

export interface StoredUser {
  name?: string;
  email?: string;
  phone?: string;
}

/** The stored visitor (`user`), reduced to the fields a form can prefill; null when absent or unreadable. */
export function getStoredUser(): StoredUser | null {
  const raw = read(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : undefined);
    return { name: text('name'), email: text('email'), phone: text('phone') };
  } catch {
    return null;
  }
}

export function setVisitorSession(token: string, user: unknown): void {
  write(STORAGE_KEYS.token, token);
  write(STORAGE_KEYS.user, JSON.stringify(user ?? null));
  notify();
}

export function setAdminSession(token: string, username: string): void {
  write(STORAGE_KEYS.adminToken, token);
  write(STORAGE_KEYS.adminUsername, username);
  notify();
}

export function clearAdminSession(): void {
  write(STORAGE_KEYS.adminToken, null);
  write(STORAGE_KEYS.adminUsername, null);
  notify();
}

/** Visitor logout (SPEC §4): clears all four keys. */
export function clearAllSessions(): void {
  for (const key of Object.values(STORAGE_KEYS)) write(key, null);
  notify();
}

/** For useSyncExternalStore: fires on changes in this tab and in other tabs. */
export function subscribeToAuth(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}
