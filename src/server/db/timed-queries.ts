import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { timed } from '../lib/server-timing';

/**
 * Counts the time of every query toward the request it serves (the `db` part of Server-Timing).
 * Both engines' clients are wrapped where Drizzle calls them: PGlite's query and transaction (and
 * the transaction's own query), pg's pool.query and the query of each client the pool lends for a
 * transaction. Outside a request (migrations, the ingest) it only runs the query.
 */
type Queryable = { query: (...args: never[]) => Promise<unknown> };

function timeQuery<T extends Queryable>(target: T): T {
  const query = target.query.bind(target) as (...args: unknown[]) => Promise<unknown>;
  (target as { query: unknown }).query = (...args: unknown[]) => timed('db', () => query(...args));
  return target;
}

export function timePgliteQueries(client: PGlite): void {
  timeQuery(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => callback(timeQuery(tx)))) as typeof client.transaction;
}

const TIMED = Symbol('timed-queries');

export function timePoolQueries(pool: pg.Pool): void {
  timeQuery(pool);
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<pg.PoolClient>;
  (pool as { connect: unknown }).connect = (...args: unknown[]) => {
    // pool.query borrows its client with a callback: passed through (pool.query is timed itself).
    if (args.length > 0) return connect(...args);
    return connect().then((client: pg.PoolClient & { [TIMED]?: true }) => {
      // The pool lends the same clients again and again: wrap each once.
      if (!client[TIMED]) {
        timeQuery(client);
        client[TIMED] = true;
      }
      return client;
    });
  };
}
