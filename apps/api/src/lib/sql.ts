// Generic SQL helpers shared by the modules.

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
