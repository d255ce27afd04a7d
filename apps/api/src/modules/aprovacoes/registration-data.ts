// A registration's company, address and user as the approval form and the approvals detail show
// them (packages/shared schemas aprovacaoEmpresa, aprovacaoEndereco, aprovacaoUsuario).
import { STATUS_DESCRIPTIONS, type Status } from '@portal/shared/constants';
import type { AprovacaoEmpresa, AprovacaoEndereco, AprovacaoUsuario } from '@portal/shared/schemas/registro';
import type { clientes, usuarios } from '../../db/schema';
import { emailDominio } from './compare-cadastro';

type Cliente = typeof clientes.$inferSelect;
type Usuario = typeof usuarios.$inferSelect;

const statusDesc = (s: string) => STATUS_DESCRIPTIONS[s as Status] ?? s;

export function empresaOf(c: Cliente): AprovacaoEmpresa {
  return {
    id: c.id,
    codigo: c.codigo,
    loja: c.loja,
    cgc: c.cgc,
    razao: c.razao,
    tipoPessoa: c.tipoPessoa,
    ramoAtuacao: c.ramoAtuacao,
    telefone: c.telefone,
    email: c.email,
    emailDominio: emailDominio(c.email),
    status: c.status as Status,
    statusDesc: statusDesc(c.status),
  };
}

export function enderecoOf(c: Cliente): AprovacaoEndereco {
  return {
    logradouro: c.logradouro,
    numero: c.numero,
    complemento: c.complemento,
    bairro: c.bairro,
    cidade: c.cidade,
    cep: c.cep,
    uf: c.uf,
  };
}

export function usuarioOf(u: Usuario): AprovacaoUsuario {
  return {
    id: u.id,
    nome: u.nome,
    email: u.email,
    cpf: u.cpf,
    telefone: u.telefone,
    status: u.status as Status,
    statusDesc: statusDesc(u.status),
  };
}
