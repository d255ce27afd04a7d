// The quick order's sample spreadsheet (GET /api/pedido-rapido/modelo): the header 'Código',
// 'Quantidade' and a few products priced for the client at the unit, each at a quantity that
// passes the minimum and FATOR_MULTI, so the file can be sent back as it is.
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { fatorMulti } from '@portal/shared/pedido-rapido';
import { quantidadeInicial, regraQuantidade } from '@portal/shared/unidades';
import type { AppContext } from '../../context';
import { cachedStatement } from '../../db/statements';
import type { AuthUser } from '../../http/auth';
import { readParametros } from '../../lib/read-parametros';
import { resolveClienteUnidadeById } from '../clientes';

export const EXCEL_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Three active products with a price for the client in an active table of the unit, by code. */
const sampleStatement = cachedStatement<'unidadeId' | 'clienteId'>(
  (v) => sql`select p.sku, p.um, p.quant_min as "quantMin", p.multiplo::float8 as multiplo from produtos p
      where p.ativo
        and exists (select 1 from precos pr join tabelas_preco t on t.id = pr.tabela_preco_id
                    where pr.produto_id = p.id and pr.unidade_id = ${v.unidadeId} and t.ativo and pr.valor > 0
                      and (pr.cliente_id is null or pr.cliente_id = ${v.clienteId}))
      order by p.sku limit 3`,
);

export async function buildModelo(
  ctx: Pick<AppContext, 'db'>,
  user: AuthUser,
  clienteId: number,
  filialId: number,
): Promise<Buffer> {
  const { cliente, unidade } = await resolveClienteUnidadeById(ctx.db, user, clienteId, filialId);
  const factor = fatorMulti((await readParametros(ctx.db, ['FATOR_MULTI'])).FATOR_MULTI);
  const rows = await sampleStatement<{ sku: string; um: string; quantMin: number; multiplo: number | null }>(
    ctx.db,
    {
      unidadeId: unidade.id,
      clienteId: cliente.id,
    },
  );
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Pedido rápido');
  sheet.columns = [
    { header: 'Código', key: 'sku', width: 20 },
    { header: 'Quantidade', key: 'quantidade', width: 14 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows)
    sheet.addRow({ sku: r.sku, quantidade: quantidadeInicial(regraQuantidade(r, factor)) });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
