// Constants of the recovery and registration screens (no zod here: the web screens import them).

/** Lifetime of a password-reset link. */
export const RESET_TOKEN_TTL_HOURS = 1;

/** Brazilian states (UF). */
// prettier-ignore
export const UFS = [
  'AC', 'AL', 'AM', 'AP', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MG', 'MS', 'MT', 'PA', 'PB', 'PE', 'PI', 'PR', 'RJ', 'RN',
  'RO', 'RR', 'RS', 'SC', 'SE', 'SP', 'TO',
] as const;

/** Field limits of the registration (docs/product/portal-cliente.md §2, §9) and of the database columns. */
export const REGISTRO_MAX = {
  razao: 160,
  cgc: 14,
  logradouro: 160,
  numero: 20,
  complemento: 80,
  bairro: 80,
  cidade: 80,
  cep: 8,
  uf: 2,
  nome: 120,
  email: 254,
  cpf: 11,
  telefone: 11,
} as const;
