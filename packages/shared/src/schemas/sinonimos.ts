// Search synonyms (beyond the spec): the trade's words the catalogue search reads as the
// catalogue's ('tijolo baiano' -> bloco cerâmico, 'pedrisco' -> brita 0), kept by the managers.
import { z } from './zod';
import { normalizarBusca } from '../busca';
import { MSG } from '../messages';
import { idSchema } from './common';

export const SINONIMO_TERMO_MAX = 60;
export const SINONIMO_SUBSTITUTO_MAX = 120;
/** Most synonyms kept (each search reads them all from the node's memory). */
export const SINONIMOS_MAX = 2000;

/** A text field: absent or null reads as empty (so the message says what to fill in), trimmed, bounded. */
const text = (max: number, required: string, tooLong: string) =>
  z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim())
    .refine((v) => v.length <= max, tooLong)
    .refine(
      (v) =>
        normalizarBusca(v)
          .join('')
          .replace(/[^A-Z0-9]/g, '').length >= 2,
      required,
    );

export const sinonimoBody = z
  .object({
    termo: text(SINONIMO_TERMO_MAX, MSG.synonymTermRequired, MSG.synonymTermTooLong(SINONIMO_TERMO_MAX)),
    substituto: text(
      SINONIMO_SUBSTITUTO_MAX,
      MSG.synonymTargetRequired,
      MSG.synonymTargetTooLong(SINONIMO_SUBSTITUTO_MAX),
    ),
  })
  .refine((b) => normalizarBusca(b.termo).join(' ') !== normalizarBusca(b.substituto).join(' '), {
    message: MSG.synonymSame,
    path: ['substituto'],
  });
export type SinonimoBody = z.infer<typeof sinonimoBody>;

export const sinonimoSchema = z.object({
  id: idSchema,
  termo: z.string(),
  substituto: z.string(),
});
export type Sinonimo = z.infer<typeof sinonimoSchema>;
export const sinonimosResponse = z.array(sinonimoSchema);
