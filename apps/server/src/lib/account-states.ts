import type { AdminRole } from '@dd/core';
import type { Role } from './tokens.ts';

/** What a token is checked against on every request. */
export interface AccountState {
  /** Raised to revoke every token issued before (admin password change or reset). */
  tokenVersion: number;
  /** A visitor whose e-mail is verified; an admin who has not been deactivated. */
  active: boolean;
  /** An admin's role on the team (ADR 0033); read per request like the rest, so a change applies at once. */
  adminRole?: AdminRole;
}

export interface AccountStates {
  /** The state of the account, or undefined when there is none with this id. */
  get(role: Role, id: string): Promise<AccountState | undefined>;
  /** Call after every committed write that changes an account's token version, verification, role or activity. */
  changed(): void;
}

/** Reads an account's state from the database (modules/users/account-reader.ts). */
export type AccountReader = (role: Role, id: string) => Promise<AccountState | undefined>;

export interface AccountStatesOptions {
  /**
   * Remember states between requests. Only exact when this process makes every write to the
   * accounts (SQLite, one process): another instance's write would be heard only milliseconds
   * later, while a revoked token must be refused at once everywhere.
   */
  remember: boolean;
  maxEntries?: number;
}

/**
 * The token-version check behind every authenticated request. Reading the account costs about a
 * fifth of a cached detail answer's CPU, so on SQLite the states are remembered, each tagged with
 * the generation it was read in; changed() raises the generation, so nothing read before a write
 * is served after it. (SQLite runs one statement at a time on one connection: a read that starts
 * after a write's UPDATE sees it committed or rolled back.)
 */
export function createAccountStates(read: AccountReader, options: AccountStatesOptions): AccountStates {
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<string, { generation: number; state: AccountState }>();
  let generation = 0;

  return {
    async get(role, id) {
      if (!options.remember) return read(role, id);
      const key = `${role}:${id}`;
      const known = entries.get(key);
      if (known?.generation === generation) return known.state;
      const readIn = generation;
      const state = await read(role, id);
      // Unknown ids are not remembered: a token of a deleted account is rare, and forged ones fail earlier.
      if (state) {
        entries.delete(key);
        entries.set(key, { generation: readIn, state });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      return state;
    },
    changed() {
      generation++;
      entries.clear();
    },
  };
}
