// A unit's Pix receiver (docs/product/documentos-fiscais.md §5): the key, name and city the portal's
// static BR Codes carry. One check for the ERP's units upsert, the manager's unit screen and its API.
import { isValidCpf, isValidCnpj } from '../validators';
import { PIX_CHAVE_MAX, PIX_CIDADE_MAX, PIX_NOME_MAX, asciiPix } from './pix';

export interface PixUnidade {
  chave?: string | null;
  nome?: string | null;
  cidade?: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TELEFONE = /^\+55\d{10,11}$/;
const ALEATORIA = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A Pix key of one of the five kinds: CPF, CNPJ (digits), e-mail, phone (+55…) or random key. */
export function pixChaveValida(chave: string): boolean {
  if (chave.length === 0 || chave.length > PIX_CHAVE_MAX || /\s/.test(chave)) return false;
  if (/^\d{11}$/.test(chave)) return isValidCpf(chave);
  if (/^[0-9A-Z]{12}\d{2}$/.test(chave)) return isValidCnpj(chave);
  return EMAIL.test(chave) || TELEFONE.test(chave) || ALEATORIA.test(chave);
}

export const PIX_UNIDADE_TEXTO = {
  chave: `chave Pix inválida: CPF ou CNPJ só com números, e-mail, celular +55 com DDD ou chave aleatória (até ${PIX_CHAVE_MAX} caracteres).`,
  nome: `informe o nome do recebedor (até ${PIX_NOME_MAX} caracteres).`,
  cidade: `informe a cidade do recebedor (até ${PIX_CIDADE_MAX} caracteres).`,
  juntos: 'informe chave, nome e cidade juntos (ou deixe os três vazios).',
} as const;

/**
 * The field errors of a unit's Pix receiver: all three empty (no Pix of the portal's own) or all three
 * valid (key ≤ 77 of a known kind, name ≤ 25, city ≤ 15). Keys `pixChave`, `pixNome`, `pixCidade`.
 */
export function errosPixUnidade(p: PixUnidade): Record<string, string> {
  const chave = p.chave?.trim() ?? '';
  const nome = p.nome?.trim() ?? '';
  const cidade = p.cidade?.trim() ?? '';
  if (!chave && !nome && !cidade) return {};
  const erros: Record<string, string> = {};
  if (!pixChaveValida(chave)) erros.pixChave = chave ? PIX_UNIDADE_TEXTO.chave : PIX_UNIDADE_TEXTO.juntos;
  if (!nome || asciiPix(nome).length === 0 || nome.length > PIX_NOME_MAX)
    erros.pixNome = PIX_UNIDADE_TEXTO.nome;
  if (!cidade || asciiPix(cidade).length === 0 || cidade.length > PIX_CIDADE_MAX)
    erros.pixCidade = PIX_UNIDADE_TEXTO.cidade;
  return erros;
}
