import { asc, eq } from 'drizzle-orm';
import type { ClienteErpQuery, VeiculosResponse } from '@portal/shared/schemas/clientes';
import type { Db } from '../../db/client';
import { motoristas, veiculos } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { resolveClienteUnidade } from './resolve-cliente-unidade';

/** Drivers and vehicles registered for the customer (FOB pick-up); the unit is validated only. */
export async function listVeiculos(db: Db, user: AuthUser, q: ClienteErpQuery): Promise<VeiculosResponse> {
  const { cliente } = await resolveClienteUnidade(db, user, q);
  const [mots, veics] = await Promise.all([
    db
      .select({ sku: motoristas.sku, nome: motoristas.nome })
      .from(motoristas)
      .where(eq(motoristas.clienteId, cliente.id))
      .orderBy(asc(motoristas.nome)),
    db
      .select({ placa: veiculos.placa, eixos: veiculos.eixos, descricao: veiculos.descricao })
      .from(veiculos)
      .where(eq(veiculos.clienteId, cliente.id))
      .orderBy(asc(veiculos.placa)),
  ]);
  return {
    motoristas: mots.map((m) => ({ motoristaid: m.sku, motoristanome: m.nome })),
    veiculos: veics.map((v) => ({
      veiculoplaca: v.placa,
      veiculoeixos: v.eixos,
      veiculodescricao: v.descricao,
    })),
  };
}
