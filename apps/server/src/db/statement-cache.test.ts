import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

describe('withStatementCache', () => {
  const raw = new SQLite(':memory:');
  let prepared = 0;
  const counting = {
    prepare: (sql: string) => {
      prepared++;
      return raw.prepare(sql);
    },
    close: () => {},
  };
  afterEach(() => {
    prepared = 0;
  });

  it('prepares a SQL text once and answers every run with current data', () => {
    raw.exec('create table t (id integer primary key, name text)');
    const db = withStatementCache(counting);
    db.prepare('insert into t (name) values (?)').run(['a']);
    db.prepare('insert into t (name) values (?)').run(['b']);
    expect(db.prepare('select name from t order by id').all([])).toEqual([{ name: 'a' }, { name: 'b' }]);
    db.prepare('insert into t (name) values (?)').run(['c']);
    expect(db.prepare('select name from t order by id').all([])).toHaveLength(3);
    expect(prepared).toBe(2);
  });

  it('still answers correctly after the table changes shape', () => {
    raw.exec('create table u (id integer primary key)');
    const db = withStatementCache(counting);
    db.prepare('insert into u (id) values (?)').run([1]);
    expect(db.prepare('select * from u').all([])).toEqual([{ id: 1 }]);
    raw.exec("alter table u add column label text default 'x'");
    expect(db.prepare('select * from u').all([])).toEqual([{ id: 1, label: 'x' }]);
  });

  it('keeps only the most recently used statements', () => {
    const db = withStatementCache(counting, 2);
    db.prepare('select 1');
    db.prepare('select 2');
    db.prepare('select 1'); // now the most recent
    db.prepare('select 3'); // evicts 'select 2'
    expect(prepared).toBe(3);
    db.prepare('select 1');
    expect(prepared).toBe(3);
    db.prepare('select 2');
    expect(prepared).toBe(4);
  });
});
