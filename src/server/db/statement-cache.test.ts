import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { cachePreparedStatements } from './statement-cache';

describe('cachePreparedStatements', () => {
  let sqlite: SQLite.Database;
  afterEach(() => sqlite.close());

  const open = (size?: number) => {
    sqlite = cachePreparedStatements(new SQLite(':memory:'), size);
    sqlite.exec('create table t (n integer); insert into t values (1), (2), (3)');
    return sqlite;
  };

  it('hands back the statement already prepared for the same SQL, with fresh parameters each run', () => {
    const db = open();
    const first = db.prepare('select n from t where n >= ? order by n');
    expect(db.prepare('select n from t where n >= ? order by n')).toBe(first);
    expect(first.all(2)).toEqual([{ n: 2 }, { n: 3 }]);
    expect(db.prepare('select n from t where n >= ? order by n').all(3)).toEqual([{ n: 3 }]);
  });

  it('prepares a new statement while the cached one is still being iterated', () => {
    const db = open();
    const outer = db.prepare('select n from t order by n');
    const seen: number[][] = [];
    for (const row of outer.iterate() as IterableIterator<{ n: number }>) {
      const inner = db.prepare('select n from t order by n');
      expect(inner).not.toBe(outer);
      seen.push([row.n, (inner.all() as { n: number }[]).length]);
    }
    expect(seen).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it('keeps only the most recently used statements past its size', () => {
    const db = open(2);
    const a = db.prepare('select 1');
    const b = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(a); // now the most recent
    db.prepare('select 3'); // drops "select 2", the least recently used
    expect(db.prepare('select 1')).toBe(a);
    expect(db.prepare('select 2')).not.toBe(b);
  });

  it('still sees a table changed after the statement was prepared', () => {
    const db = open();
    expect(db.prepare('select count(*) as c from t').get()).toEqual({ c: 3 });
    db.exec('drop table t; create table t (n integer)');
    expect(db.prepare('select count(*) as c from t').get()).toEqual({ c: 0 });
  });
});
