import { z } from './zod';
import { DB_LIMITS } from '../constants';
import { MSG } from '../messages';

/** The one error shape of every API error (docs/product/arquitetura.md §4). */
export const errorSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  error: z.string().optional(),
  code: z.number().int().optional(),
  /** field -> message; keys msgError / msgInfo have special meaning for the web client. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

/** An id (or any reference to an int4 key): a positive integer a column can hold. */
export const idSchema = z.number().int().positive().max(DB_LIMITS.MAX_INT);
/** An id from a path or a query string ('42'). */
export const idFromText = z.coerce.number().int().positive().max(DB_LIMITS.MAX_INT);
/** An int4 that may be 0 or negative (a status, a count sent by a client). */
export const intSchema = z
  .number()
  .int()
  .min(-DB_LIMITS.MAX_INT - 1)
  .max(DB_LIMITS.MAX_INT);
/** An amount of money a numeric(15,2) column can hold. */
export const moneySchema = z.number().nonnegative().max(DB_LIMITS.MONEY_MAX);

export const idParam = z.object({ id: idFromText });

/**
 * `shape` with `extra` placed right after its key `after`: a view of a base schema that adds fields
 * in the middle keeps the answer's field order (an answer is serialized in its schema's order).
 */
export function insertAfter<S extends z.ZodRawShape, E extends z.ZodRawShape>(
  shape: S,
  after: keyof S & string,
  extra: E,
): Omit<S, keyof E> & E {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(shape)) {
    if (!(k in extra)) out[k] = v;
    if (k === after) Object.assign(out, extra);
  }
  return out as unknown as Omit<S, keyof E> & E;
}

export const pagedSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ page: z.number().int(), pages: z.number().int(), rows: z.number().int(), items: z.array(item) });
export type Paged<T> = { page: number; pages: number; rows: number; items: T[] };

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/**
 * The sort of a paged list: `sort` one of the whitelisted columns (the ones an index or the
 * default order serves), `dir` asc (default) or desc. An unknown column or direction is a 400
 * with a pt-BR message, never a column name reaching SQL.
 */
export function sortQuery<const C extends readonly string[]>(columns: C) {
  return {
    sort: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .optional()
        .refine((v) => v === undefined || columns.includes(v), MSG.sortColumnInvalid(columns))
        .transform((v) => v as C[number] | undefined),
    ),
    dir: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .optional()
        .refine(
          (v) => v === undefined || (SORT_DIRECTIONS as readonly string[]).includes(v),
          MSG.sortDirectionInvalid,
        )
        .transform((v) => (v ?? 'asc') as SortDirection),
    ),
  };
}

/** Text from a query string, trimmed; empty becomes undefined. */
export const optionalText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => (v ? v : undefined));
