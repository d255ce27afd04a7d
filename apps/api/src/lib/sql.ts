// Generic SQL helpers shared by the modules.
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';

/** Escapes LIKE/ILIKE wildcards (\ % _) so a user's text matches literally (default escape '\'). */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** True for a unique-constraint violation (23505), also when wrapped by the driver or drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: unknown } | null;
  if (!e) return false;
  if (e.code === '23505') return true;
  return e.cause ? isUniqueViolation(e.cause) : false;
}

/** Number of pages of `rows` rows at `perPage` a page. */
export const pagesOf = (rows: number, perPage: number) => Math.ceil(rows / perPage);

/**
 * Runs a write and turns a unique-constraint violation into the caller's error (a 409 naming the
 * field in use); other failures pass through.
 */
export async function uniqueOr<T>(write: () => Promise<T>, inUse: () => Error): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw inUse();
    throw err;
  }
}

/** The ORDER BY of a whitelisted sort column, ascending or descending. */
export const ordered = (column: AnyColumn | SQL, dir: 'asc' | 'desc' | undefined) =>
  dir === 'desc' ? desc(column) : asc(column);
