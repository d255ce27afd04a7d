// White-label brand configuration (docs/product/portal-cliente.md §1), served to the public screens.
import { z } from './zod';

export const marcaSchema = z.object({
  /** Client sku of the brand. */
  sku: z.string(),
  /** Display name (page title, e-mails). */
  nome: z.string(),
  razaoSocial: z.string(),
  /** Show the right logo too (default false). */
  duasLogos: z.boolean(),
  /** Login-help flag (SIM/NAO, default NAO). */
  ajudaLogin: z.string(),
  logoEsquerdaAlt: z.string().nullable(),
  logoDireitaAlt: z.string().nullable(),
  /** Image URLs (files of apps/web/public/marcas, or absolute URLs). */
  logoEsquerda: z.string().nullable(),
  logoDireita: z.string().nullable(),
  loginFundo: z.string().nullable(),
  loginCabecalho: z.string().nullable(),
  cadastroCabecalho: z.string().nullable(),
  favicon: z.string().nullable(),
});
export type Marca = z.infer<typeof marcaSchema>;
