import { z } from 'zod';

/** The one error shape of every API error (design §4). */
export const errorSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  error: z.string().optional(),
  code: z.number().int().optional(),
  /** field -> message; keys msgError / msgInfo have special meaning for the web client. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

export const idParam = z.object({ id: z.coerce.number().int().positive() });

export const pagedSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ page: z.number().int(), pages: z.number().int(), rows: z.number().int(), items: z.array(item) });
export type Paged<T> = { page: number; pages: number; rows: number; items: T[] };

/** Text from a query string, trimmed; empty becomes undefined. */
export const optionalText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => (v ? v : undefined));
