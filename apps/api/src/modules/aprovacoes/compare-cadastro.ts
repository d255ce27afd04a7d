// The typed company data of a registration against the customer's own data
// (docs/product/gestor-crm-vendas.md §2.8): what an approver needs to tell a new user of a known company from
// an impostor using its CNPJ.
import {
  CAMPOS_COMPARADOS,
  type CampoComparado,
  type EmpresaInformada,
} from '@portal/shared/schemas/registro';
import type { clientes } from '../../db/schema';

type Cliente = typeof clientes.$inferSelect;

/** Domain of an e-mail, lower-cased; null without a valid one. */
export function emailDominio(email: string | null | undefined): string | null {
  const at = (email ?? '').trim().lastIndexOf('@');
  if (at < 1) return null;
  const domain = (email ?? '')
    .trim()
    .slice(at + 1)
    .toLowerCase();
  return domain || null;
}

/** Accents, punctuation, case and spacing do not count as a difference. */
const plain = (v: string | null | undefined) =>
  (v ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

/** The fields where the typed data differs from the customer's (an optional field left blank does not). */
export function divergencias(informado: EmpresaInformada, c: Cliente): CampoComparado[] {
  const out: CampoComparado[] = [];
  const pairs: [CampoComparado, string | null, string | null][] = [
    ['razao', informado.razao, c.razao],
    ['logradouro', informado.logradouro, c.logradouro],
    ['numero', informado.numero, c.numero],
    ['complemento', informado.complemento, c.complemento],
    ['bairro', informado.bairro, c.bairro],
    ['cidade', informado.cidade, c.cidade],
    ['cep', informado.cep, c.cep],
    ['uf', informado.uf, c.uf],
  ];
  for (const [campo, typed, known] of pairs) {
    if (campo === 'complemento' && (!plain(typed) || !plain(known))) continue;
    if (plain(typed) !== plain(known)) out.push(campo);
  }
  // A customer without an e-mail gives nothing to compare the domain with.
  const typedDomain = emailDominio(informado.email);
  const knownDomain = emailDominio(c.email);
  if (knownDomain && typedDomain !== knownDomain) out.push('emailDominio');
  return CAMPOS_COMPARADOS.filter((campo) => out.includes(campo));
}

/** Each compared field with its typed and known values, as shown to an approver. */
export function comparedValues(informado: EmpresaInformada, c: Cliente): [CampoComparado, string, string][] {
  const known: Record<CampoComparado, string | null> = {
    razao: c.razao,
    emailDominio: emailDominio(c.email),
    logradouro: c.logradouro,
    numero: c.numero,
    complemento: c.complemento,
    bairro: c.bairro,
    cidade: c.cidade,
    cep: c.cep,
    uf: c.uf,
  };
  const typed: Record<CampoComparado, string | null> = {
    ...informado,
    emailDominio: emailDominio(informado.email),
  };
  return CAMPOS_COMPARADOS.map((campo) => [campo, typed[campo] || '—', known[campo] || '—']);
}
