import { check, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The database holds an enumerated column to its values (drizzle's `text({ enum })` is only a
 * TypeScript type): every status, provider, trigger, stage and track column has one of these.
 */
export const sqlList = (values: readonly string[]): SQL =>
  sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '));

export const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sqlList(values)})`);

/** For a text[] column: every element is one of the values. */
export const allOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} <@ array[${sqlList(values)}]::text[]`);
