import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FIELD_LABELS, fieldLabel } from './field-labels';
import { contatoBody } from './schemas/crm';
import {
  aprovadorBody,
  usuarioCreateBody,
  usuarioStatusBody,
  usuarioUpdateBody,
  vinculoBody,
} from './schemas/gestor';
import {
  clienteGestorBody,
  clienteUnidadeBody,
  enderecoGestorBody,
  filialPixBody,
  parametroUpdateBody,
  produtoCategoriaBody,
  produtoGestorBody,
  relatorioClientesVendedorQuery,
  tabelaPrecoAtivoBody,
} from './schemas/gestor-cadastros';
import { pedidoCreateBody, pedidoItemBody, pedidoPadraoCreateBody } from './schemas/pedidos';

/** The fields of an object schema (through a refinement or a transform). */
function keysOf(schema: unknown): string[] {
  const s = schema as {
    shape?: object;
    _zod?: { def?: { in?: { shape?: object }; schema?: { shape?: object } } };
  };
  const shape = s.shape ?? s._zod?.def?.in?.shape ?? s._zod?.def?.schema?.shape;
  if (!shape) throw new Error('sem campos');
  return Object.keys(shape);
}

const BODIES: Record<string, z.ZodType> = {
  usuarioCreateBody,
  usuarioUpdateBody,
  usuarioStatusBody,
  vinculoBody,
  aprovadorBody,
  filialPixBody,
  clienteGestorBody,
  enderecoGestorBody,
  clienteUnidadeBody,
  produtoGestorBody,
  produtoCategoriaBody,
  contatoBody,
  pedidoItemBody,
  pedidoCreateBody,
  pedidoPadraoCreateBody,
  relatorioClientesVendedorQuery,
  tabelaPrecoAtivoBody,
  parametroUpdateBody,
};

describe('field labels', () => {
  it.each(Object.entries(BODIES))('every field of %s has a screen label', (_, schema) => {
    for (const k of keysOf(schema)) expect(FIELD_LABELS[k], k).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ]/);
  });

  it('names the field by its label, and the line of a list', () => {
    expect(fieldLabel('filialId')).toBe('Filial');
    expect(fieldLabel('produtoSku')).toBe('Código');
    expect(fieldLabel('itens.2.produtoSku')).toBe('Código (item 3)');
    expect(fieldLabel('endereco.cep')).toBe('CEP');
    expect(fieldLabel('desconhecido')).toBe('desconhecido');
  });
});
