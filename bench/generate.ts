// Bulk data for the load benchmarks: the Large profile of the Magento performance toolkit
// (300 000 products, 3 000 categories, 5 000 customers, 100 000 orders) plus 1 000 000 events and
// 200 000 titles, generated inside the database with INSERT ... SELECT generate_series.
import type { Database } from '../apps/api/src/db/client';
import { PRODUTO_BUSCA_VERSAO } from '../apps/api/src/db/produto-busca';

export interface Volumes {
  products: number;
  categories: number;
  customers: number;
  orders: number;
  events: number;
  titles: number;
}
export const LARGE: Volumes = {
  products: 300_000,
  categories: 3_000,
  customers: 5_000,
  orders: 100_000,
  events: 1_000_000,
  titles: 200_000,
};
export const SMALL: Volumes = {
  products: 20_000,
  categories: 300,
  customers: 500,
  orders: 10_000,
  events: 100_000,
  titles: 20_000,
};

export async function generate(database: Database, v: Volumes, log: (s: string) => void): Promise<void> {
  const step = async (name: string, sqlText: string) => {
    const t0 = performance.now();
    await database.exec(sqlText);
    log(`  ${name}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  await step(
    'categorias',
    `insert into categorias (descricao, erp_codigo)
     select 'CATEGORIA BENCH ' || g, 'B' || g from generate_series(1, ${v.categories}) g`,
  );
  // The search's trigram index is written directly (no pending list) for fast reads; for this one
  // bulk load it collects the new entries and merges them at the end, which is much faster.
  await database.exec(`alter index produtos_busca_trgm set (fastupdate = on)`);
  await step(
    'produtos',
    `insert into produtos (sku, descricao, nome, um, peso, quant_min, busca, busca_nome, busca_versao)
     select 'BX' || lpad(g::text, 7, '0'),
            (array['CIMENTO','ARGAMASSA','TIJOLO','TELHA','VERGALHAO','TUBO PVC','TINTA','AREIA','BRITA','CAL'])[1 + g % 10]
              || ' MODELO ' || (g % 997) || ' LINHA ' || (g % 31) || ' REF ' || g,
            'PRODUTO ' || g,
            (array['SC','TL','UN'])[1 + g % 3],
            round((1 + (g % 50))::numeric, 3),
            1 + (g % 5),
            upper(' BX' || lpad(g::text, 7, '0') || ' ' ||
              (array['CIMENTO','ARGAMASSA','TIJOLO','TELHA','VERGALHAO','TUBO PVC','TINTA','AREIA','BRITA','CAL'])[1 + g % 10]
              || ' MODELO ' || (g % 997) || ' LINHA ' || (g % 31) || ' REF ' || g || ' ' || (1 + (g % 50)) || ' KG'),
            ' PRODUTO ' || g || ' ' ||
              (array['CIMENTO','ARGAMASSA','TIJOLO','TELHA','VERGALHAO','TUBO PVC','TINTA','AREIA','BRITA','CAL'])[1 + g % 10]
              || ' MODELO ' || (g % 997) || ' LINHA ' || (g % 31) || ' REF ' || g,
            ${PRODUTO_BUSCA_VERSAO}
     from generate_series(1, ${v.products}) g`,
  );
  await step(
    'produtos_busca_trgm',
    `select gin_clean_pending_list('produtos_busca_trgm'); alter index produtos_busca_trgm set (fastupdate = off)`,
  );
  await step(
    'produto_categorias',
    `insert into produto_categorias (produto_id, categoria_id)
     select p.id, c.id from produtos p
     join categorias c on c.erp_codigo = 'B' || (1 + p.id % ${v.categories})
     where p.sku like 'BX%'`,
  );
  // Prices for every product at every unit and table (general prices).
  await step(
    'precos',
    `insert into precos (produto_id, unidade_id, tabela_preco_id, valor)
     select p.id, t.unidade_id, t.id, round((5 + (p.id % 400) * 1.37 * case when t.sku = 'FOB' then 0.95 else 1 end)::numeric, 2)
     from produtos p cross join tabelas_preco t where p.sku like 'BX%'`,
  );
  await step(
    'clientes',
    `insert into clientes (codigo, loja, razao, nome, cgc, status, cidade, uf)
     select lpad((200000 + g)::text, 6, '0'), '01', 'CLIENTE BENCH ' || g || ' LTDA', 'BENCH ' || g,
            lpad((10000000000000 + g * 7919)::text, 14, '0'), (array['L','L','L','P','B'])[1 + g % 5], 'SAO PAULO', 'SP'
     from generate_series(1, ${v.customers}) g`,
  );
  await step(
    'cliente_unidades',
    `insert into cliente_unidades (cliente_id, unidade_id)
     select c.id, u.id from clientes c cross join unidades u where c.codigo >= '200000'`,
  );
  // Orders: most for the benchmark customer (the demo cliente@, so its lists are large), the rest spread.
  await step(
    'pedidos',
    `insert into pedidos (ref, cliente_id, unidade_id, usuario_id, status_id, emissao, total, qtd_itens, qtd_peso, created_date)
     select 'B' || g,
            case when g % 4 = 0 then (select id from clientes where codigo = '100001') else (select min(id) from clientes where codigo >= '200000') + g % ${v.customers} end,
            (select min(id) from unidades),
            (select id from usuarios where email = 'cliente@demo.com.br'),
            g % 11,
            now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second',
            round((100 + g % 5000)::numeric, 2), 3, 150.0,
            now() - (g % 365) * interval '1 day'
     from generate_series(1, ${v.orders}) g`,
  );
  await step(
    'pedido_itens',
    `insert into pedido_itens (pedido_id, item, status_id, produto_id, produto_sku, produto_desc, produto_um, produto_peso_unit,
                               produto_quant, produto_valor_unit, produto_valor_total, modalidade_sku)
     select p.id, i, p.status_id, pr.id, pr.sku, pr.descricao, pr.um, pr.peso, 10, 12.5, 125.0, 'CIF'
     from pedidos p cross join generate_series(1, 3) i
     join produtos pr on pr.sku = 'BX' || lpad((1 + (p.id * 3 + i) % ${v.products})::text, 7, '0')
     where p.ref like 'B%'`,
  );
  await step(
    'eventos',
    `insert into eventos (eventos_tipos_id, cliente_id, filial_id, geo_lat, geo_lon, created_by, created_date)
     select 1 + g % 8, 1 + g % 100, (select min(id) from unidades) + g % 3, -23.5 + (g % 1000) / 100.0, -46.6 + (g % 700) / 100.0, 1,
            now() - (g % (365 * 24 * 60)) * interval '1 minute'
     from generate_series(1, ${v.events}) g`,
  );
  await step(
    'titulos',
    `insert into titulos (cliente_id, unidade_id, prefixo, titulo, parcela, numero_conta, banco_codigo, agencia, carteira, convenio,
                          nosso_numero, valor_ori, valor, saldo, emissao, vencrea, baixa)
     select case when g % 4 = 0 then (select id from clientes where codigo = '100001') else (select min(id) from clientes where codigo >= '200000') + g % ${v.customers} end,
            (select min(id) from unidades), 'BNC', lpad(g::text, 9, '0'), 'A', '12345-6', '001', '1234', '17', '1234567',
            lpad(g::text, 10, '0'), round((100 + g % 9000)::numeric, 2), round((100 + g % 9000)::numeric, 2),
            case when g % 3 = 0 then 0 else round((100 + g % 9000)::numeric, 2) end,
            (current_date - (g % 400))::date, (current_date - (g % 400) + 30)::date,
            case when g % 3 = 0 then (current_date - (g % 400) + 20)::date end
     from generate_series(1, ${v.titles}) g`,
  );
  await step('analyze', 'analyze');
}
