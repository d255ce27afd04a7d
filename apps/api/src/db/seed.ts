// Demo data (docs/product/arquitetura.md §8), written on the first start of an empty database. Deterministic:
// the same data on every fresh machine, so tests and screenshots can rely on it.
import { sql } from 'drizzle-orm';
import {
  EVENT_TYPE_CARD_TEXTS,
  EVENT_TYPE_DESCRIPTIONS,
  PARAMETER_DEFAULTS,
  ROLES,
  ROLE_DESCRIPTIONS,
} from '@portal/shared/constants';
import { hashPassword } from '../lib/crypto';
import type { Database, Db } from './client';
import { seedFinance } from './seed-finance';
import { produtoBusca } from './produto-busca';
import * as t from './schema';
import { seedImages } from './seed-images';
import { seedOrders } from './seed-orders';

export const DEMO_PASSWORD = 'Demo@123';
export const DEMO_ACCOUNTS = {
  cliente: 'cliente@demo.com.br',
  multi: 'multi@demo.com.br',
  vendedor: 'vendedor@demo.com.br',
  gestor: 'gestor@demo.com.br',
  admin: 'admin@demo.com.br',
  auditor: 'auditor@demo.com.br',
  pendente: 'pendente@demo.com.br',
  bloqueado: 'bloqueado@demo.com.br',
} as const;

/** Seeds only when there is no user yet. Returns true when it seeded. */
export async function seedIfEmpty(database: Database): Promise<boolean> {
  const [{ n }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(t.usuarios);
  if (n > 0) return false;
  await database.db.transaction(async (tx) => seed(tx as unknown as Db));
  return true;
}

/** Small deterministic PRNG (mulberry32). */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(arr: readonly T[]): T => arr[Math.floor(next() * arr.length)],
  };
}

const PRODUCT_FAMILIES: { cat: string; um: 'SC' | 'TL' | 'UN'; items: [string, number, number][] }[] = [
  // [description, weight kg, base price R$]
  {
    cat: 'CIMENTO',
    um: 'SC',
    items: [
      ['CIMENTO CP II-E-32', 50, 34.9],
      ['CIMENTO CP II-F-32', 50, 35.5],
      ['CIMENTO CP III-40 RS', 50, 38.2],
      ['CIMENTO CP IV-32', 50, 33.8],
      ['CIMENTO CP V-ARI', 40, 36.4],
      ['CIMENTO BRANCO ESTRUTURAL', 25, 62.0],
    ],
  },
  {
    cat: 'ARGAMASSA',
    um: 'SC',
    items: [
      ['ARGAMASSA AC-I INTERNA', 20, 14.9],
      ['ARGAMASSA AC-II EXTERNA', 20, 22.5],
      ['ARGAMASSA AC-III PORCELANATO', 20, 31.9],
      ['ARGAMASSA DE REBOCO', 20, 12.4],
      ['ARGAMASSA DE ASSENTAMENTO', 20, 11.8],
      ['REJUNTE FLEXIVEL', 5, 18.9],
    ],
  },
  {
    cat: 'CAL',
    um: 'SC',
    items: [
      ['CAL HIDRATADA CH-I', 20, 16.5],
      ['CAL HIDRATADA CH-III', 20, 13.9],
      ['CAL VIRGEM', 20, 18.2],
    ],
  },
  {
    cat: 'CONCRETO E AGREGADOS',
    um: 'TL',
    items: [
      ['AREIA MEDIA LAVADA', 1000, 145.0],
      ['AREIA FINA', 1000, 139.0],
      ['BRITA 0 PEDRISCO', 1000, 132.0],
      ['BRITA 1', 1000, 128.0],
      ['BRITA 2', 1000, 126.0],
      ['PO DE PEDRA', 1000, 98.0],
    ],
  },
  {
    cat: 'ACO',
    um: 'UN',
    items: [
      ['VERGALHAO CA-50 6,3MM 12M', 2.9, 32.5],
      ['VERGALHAO CA-50 8MM 12M', 4.7, 48.9],
      ['VERGALHAO CA-50 10MM 12M', 7.4, 76.5],
      ['VERGALHAO CA-50 12,5MM 12M', 11.6, 118.0],
      ['VERGALHAO CA-60 5MM 12M', 1.9, 21.4],
      ['TELA SOLDADA Q138 2X3M', 13.2, 189.0],
      ['ARAME RECOZIDO 18 1KG', 1, 19.9],
      ['COLUNA ARMADA 7X17 6M', 8.1, 64.0],
    ],
  },
  {
    cat: 'BLOCOS E TIJOLOS',
    um: 'UN',
    items: [
      ['BLOCO DE CONCRETO 14X19X39', 11, 3.9],
      ['BLOCO DE CONCRETO 09X19X39', 8, 3.1],
      ['BLOCO CERAMICO 9 FUROS', 2.6, 1.35],
      ['TIJOLO MACICO COMUM', 2.4, 0.95],
      ['BLOCO ESTRUTURAL 14X19X29', 9.2, 3.4],
      ['CANALETA DE CONCRETO 14X19X39', 10.5, 4.6],
      ['BLOCO CERAMICO 8 FUROS', 2.3, 1.15],
    ],
  },
  {
    cat: 'TELHAS',
    um: 'UN',
    items: [
      ['TELHA FIBROCIMENTO 2,44X1,10 6MM', 33, 79.9],
      ['TELHA FIBROCIMENTO 1,83X1,10 6MM', 25, 61.5],
      ['TELHA CERAMICA PORTUGUESA', 2.8, 2.9],
      ['TELHA CERAMICA ROMANA', 2.6, 2.7],
      ['CUMEEIRA FIBROCIMENTO', 6, 28.0],
      ['TELHA GALVALUME TRAPEZOIDAL 3M', 14, 148.0],
    ],
  },
  {
    cat: 'HIDRAULICA',
    um: 'UN',
    items: [
      ['TUBO PVC SOLDAVEL 25MM 6M', 2.1, 24.9],
      ['TUBO PVC SOLDAVEL 32MM 6M', 3.0, 39.5],
      ['TUBO PVC ESGOTO 100MM 6M', 7.2, 72.0],
      ['JOELHO PVC 90 25MM', 0.05, 1.2],
      ['CAIXA D AGUA 1000L', 22, 389.0],
      ['REGISTRO DE GAVETA 3/4', 0.4, 42.0],
    ],
  },
  {
    cat: 'TINTAS',
    um: 'UN',
    items: [
      ['TINTA ACRILICA FOSCA BRANCA 18L', 25, 289.0],
      ['TINTA LATEX PVA BRANCA 18L', 24, 169.0],
      ['SELADOR ACRILICO 18L', 22, 119.0],
      ['MASSA CORRIDA 25KG', 25, 69.9],
      ['TEXTURA ACRILICA 25KG', 25, 98.0],
      ['ESMALTE SINTETICO 3,6L', 4, 89.0],
    ],
  },
  {
    cat: 'IMPERMEABILIZANTES',
    um: 'UN',
    items: [
      ['MANTA ASFALTICA 3MM 10M', 38, 249.0],
      ['IMPERMEABILIZANTE FLEXIVEL 18KG', 18, 189.0],
      ['ADITIVO IMPERMEABILIZANTE 18L', 18, 79.0],
      ['PRIMER ASFALTICO 18L', 16, 139.0],
    ],
  },
  {
    cat: 'FERRAGENS',
    um: 'UN',
    items: [
      ['PREGO 17X27 1KG', 1, 16.9],
      ['PREGO 18X30 1KG', 1, 16.5],
      ['PARAFUSO TELHA 5/16 110MM', 0.08, 1.9],
      ['BUCHA 8MM CENTO', 0.3, 12.0],
      ['DOBRADICA 3 POL', 0.2, 9.9],
    ],
  },
  {
    cat: 'MADEIRA',
    um: 'UN',
    items: [
      ['TABUA PINUS 30CM 3M', 9, 39.0],
      ['SARRAFO PINUS 10CM 3M', 3, 12.5],
      ['CHAPA COMPENSADO 12MM', 24, 119.0],
      ['PONTALETE EUCALIPTO 3M', 6, 14.9],
      ['VIGA PINUS 6X12 3M', 11, 42.0],
    ],
  },
];

/**
 * The makers of each kind of material, by the start of its description (first match): a branded
 * product is the plain item followed by one of them, so no material carries a brand of another trade.
 * Bulk sand, gravel and lime, ceramic blocks, bricks and tiles, steel roofing, hinges and timber are
 * sold without a brand (no entry).
 */
const MAKERS: [RegExp, string[]][] = [
  [/^CIMENTO\b/, ['VOTORANTIM', 'INTERCEMENT', 'CSN', 'CIMENTO NACIONAL']],
  [/^(ARGAMASSA|REJUNTE)\b/, ['QUARTZOLIT', 'VOTOMASSA', 'FORTALEZA']],
  [/^(VERGALHAO|TELA SOLDADA|ARAME|COLUNA ARMADA)\b/, ['GERDAU', 'ARCELORMITTAL', 'SIMEC']],
  [/^(BLOCO DE CONCRETO|BLOCO ESTRUTURAL|CANALETA DE CONCRETO)\b/, ['TATU', 'GLASSER']],
  [/^(TELHA|CUMEEIRA) FIBROCIMENTO\b/, ['BRASILIT', 'ETERNIT']],
  [/^(TUBO|JOELHO) PVC\b/, ['TIGRE', 'AMANCO', 'KRONA']],
  [/^CAIXA D AGUA\b/, ['FORTLEV', 'TIGRE', 'ACQUALIMP']],
  [/^REGISTRO\b/, ['DECA', 'DOCOL', 'FABRIMAR']],
  [/^(TINTA|SELADOR|MASSA CORRIDA|TEXTURA|ESMALTE)\b/, ['SUVINIL', 'CORAL', 'SHERWIN-WILLIAMS']],
  [
    /^(MANTA ASFALTICA|IMPERMEABILIZANTE|ADITIVO IMPERMEABILIZANTE|PRIMER ASFALTICO)\b/,
    ['VEDACIT', 'VIAPOL', 'SIKA'],
  ],
  [/^PREGO\b/, ['GERDAU', 'ARCELORMITTAL']],
  [/^PARAFUSO\b/, ['CISER']],
  [/^BUCHA\b/, ['FISCHER']],
];

/** The makers of an item (none: sold without a brand). */
const makersOf = (descricao: string): readonly string[] =>
  MAKERS.find(([re]) => re.test(descricao))?.[1] ?? [];

/**
 * A product's price in a modality from its delivered (CIF) price, general or negotiated alike: FOB,
 * the customer collecting, is 5% less, so never dearer than CIF for the same product, unit and customer.
 */
function modalityPrice(cif: number, modalidade: string): number {
  return modalidade === 'FOB' ? Math.round(cif * 0.95 * 100) / 100 : cif;
}

export async function seed(db: Db): Promise<void> {
  const rnd = prng(20261121);
  const senhaHash = await hashPassword(DEMO_PASSWORD);

  // Brands and configuration
  await db.insert(t.marcas).values([
    {
      sku: 'padrao',
      nome: 'Portal B2B',
      razaoSocial: 'Portal B2B Distribuição Ltda.',
      padrao: true,
      logoEsquerda: 'logo-padrao.svg',
      logoEsquerdaAlt: 'Portal B2B',
      loginFundo: 'login-fundo.svg',
      loginCabecalho: 'login-cabecalho.svg',
      cadastroCabecalho: 'cadastro-cabecalho.svg',
      favicon: 'favicon-padrao.svg',
    },
    {
      sku: 'construmax',
      nome: 'ConstruMax',
      razaoSocial: 'ConstruMax Materiais de Construção S.A.',
      duasLogos: true,
      logoEsquerda: 'construmax-logo.svg',
      logoEsquerdaAlt: 'ConstruMax',
      logoDireita: 'construmax-selo.svg',
      logoDireitaAlt: 'Selo ConstruMax 30 anos',
      loginFundo: 'construmax-fundo.svg',
      loginCabecalho: 'construmax-cabecalho.svg',
      cadastroCabecalho: 'construmax-cadastro.svg',
      favicon: 'construmax-favicon.svg',
      hosts: ['construmax.localhost'],
    },
  ]);
  const publicParams = new Set(['IS_EXIBE_AJUDA', 'USA_PSW_FORTE', 'DESC_CARRINHO', 'EMAIL_SUPORTE0']);
  // every parameter at its default; the ones a migration already wrote (BOLETO_*) are kept
  await db
    .insert(t.parametros)
    .values(
      Object.entries(PARAMETER_DEFAULTS).map(([nome, valor]) => ({
        nome,
        valor,
        publico: publicParams.has(nome),
      })),
    )
    .onConflictDoNothing();
  const managers = ['ROLE_ADMIN', 'ROLE_GESTOR', 'ROLE_USUARIO', 'ROLE_AUDITOR'];
  await db.insert(t.formularios).values([
    {
      id: 1,
      root: null,
      ordem: 1,
      descricao: 'Dashboard',
      icone: 'dashboard',
      url: '/gestor/dashboard',
      roles: managers,
    },
    {
      id: 2,
      root: null,
      ordem: 2,
      descricao: 'Usuários',
      icone: 'people',
      url: '/gestor/usuarios',
      roles: managers,
    },
    {
      id: 3,
      root: null,
      ordem: 3,
      descricao: 'Aprovações',
      icone: 'how_to_reg',
      url: '/gestor/alcadas',
      roles: managers,
    },
    {
      id: 4,
      root: null,
      ordem: 4,
      descricao: 'Aprovadores',
      icone: 'verified_user',
      url: '/gestor/alcadas/aprovadores',
      roles: managers,
    },
    {
      id: 5,
      root: null,
      ordem: 5,
      descricao: 'Clientes',
      icone: 'business',
      url: '/gestor/clientes',
      roles: managers,
    },
    {
      id: 6,
      root: null,
      ordem: 6,
      descricao: 'Produtos',
      icone: 'inventory',
      url: '/gestor/produtos',
      roles: managers,
    },
    {
      id: 7,
      root: null,
      ordem: 7,
      descricao: 'Relatórios',
      icone: 'assessment',
      url: '/gestor/relatorios',
      roles: managers,
    },
    {
      id: 8,
      root: null,
      ordem: 8,
      descricao: 'Meus dados',
      icone: 'person',
      url: '/gestor/usuarios/meus-dados',
      roles: managers,
    },
    {
      id: 9,
      root: null,
      ordem: 9,
      descricao: 'Parâmetros',
      icone: 'settings',
      url: '/gestor/parametros',
      roles: ['ROLE_ADMIN', 'ROLE_AUDITOR'],
    },
  ]);
  await db.execute(sql`select setval(pg_get_serial_sequence('formularios', 'id'), 9)`);

  const metric = (
    id: number,
    cor: string,
    icon: string,
    textTitle: string,
    ordem: number,
    extraStatus = 'L',
  ) => ({
    id,
    descricao: EVENT_TYPE_DESCRIPTIONS[id],
    cor,
    icon,
    textTitle,
    ...EVENT_TYPE_CARD_TEXTS[id],
    extraStatus,
    extraOrdem: ordem,
  });
  await db
    .insert(t.eventosTipos)
    .values([
      metric(1, '#212121', 'login', 'Acessos ao portal', 1),
      metric(6, '#e64a19', 'shopping_cart', 'Pedidos criados', 2),
      metric(7, '#b71c1c', 'cancel', 'Pedidos cancelados', 3),
      metric(2, '#1565c0', 'receipt', 'Boletos baixados', 4),
      metric(3, '#2e7d32', 'code', 'XML baixados', 5),
      metric(4, '#6a1b9a', 'description', 'DANFE baixadas', 6),
      metric(5, '#00838f', 'account_balance', 'Extratos baixados', 7),
      metric(8, '#5d4037', 'paid', 'Faturamentos', 8, 'B'),
    ]);

  // Units and price tables (modalities)
  const units = await db
    .insert(t.unidades)
    .values([
      {
        empresaCod: '03',
        filialCod: '01',
        descricao: 'MATRIZ SÃO PAULO',
        uf: 'SP',
        cidade: 'SÃO PAULO',
        cnpj: '11222333000181',
        // the unit's Pix key: the títulos the ERP sent no Pix for get a static one of the portal's, and
        // the Pix of several títulos (the third unit has none: Pix unavailable there)
        pixChave: '11222333000181',
        pixNome: 'PORTAL B2B DISTRIBUICAO',
        pixCidade: 'SAO PAULO',
      },
      {
        empresaCod: '03',
        filialCod: '02',
        descricao: 'FILIAL CAMPINAS',
        uf: 'SP',
        cidade: 'CAMPINAS',
        cnpj: '11222333000262',
        pixChave: 'financeiro.campinas@construmax.com.br',
        pixNome: 'CONSTRUMAX CAMPINAS',
        pixCidade: 'CAMPINAS',
      },
      {
        empresaCod: '04',
        filialCod: '01',
        descricao: 'FILIAL BELO HORIZONTE',
        uf: 'MG',
        cidade: 'BELO HORIZONTE',
        cnpj: '44555666000120',
      },
    ])
    .returning();
  const tables = await db
    .insert(t.tabelasPreco)
    .values(
      units.flatMap((u) => [
        { unidadeId: u.id, sku: 'CIF', descricao: 'CIF - ENTREGA PELO FORNECEDOR', valor: 0, ativo: true },
        { unidadeId: u.id, sku: 'FOB', descricao: 'FOB - RETIRA NA UNIDADE', valor: 0, ativo: true },
      ]),
    )
    .returning();

  // Profiles and users
  const perfRows = await db
    .insert(t.perfis)
    .values(ROLES.map((role) => ({ role, descricao: ROLE_DESCRIPTIONS[role] })))
    .returning();
  const perfil = (role: string) => perfRows.find((p) => p.role === role)!.id;
  const mkUser = async (
    email: string,
    nome: string,
    role: string,
    status: string,
    cpf: string | null,
    vendedorCodigo?: string,
  ) => {
    const [u] = await db
      .insert(t.usuarios)
      .values({ email, nome, senhaHash, status, cpf, vendedorCodigo })
      .returning();
    await db.insert(t.usuarioPerfis).values({ usuarioId: u.id, perfilId: perfil(role) });
    return u;
  };
  const uCliente = await mkUser(
    DEMO_ACCOUNTS.cliente,
    'CARLOS ALBERTO CLIENTE',
    'ROLE_CLIENTE',
    'L',
    '52998224725',
  );
  const uMulti = await mkUser(
    DEMO_ACCOUNTS.multi,
    'MARIA MULTI EMPRESAS',
    'ROLE_CLIENTE',
    'L',
    '11144477735',
  );
  const uVendedor = await mkUser(
    DEMO_ACCOUNTS.vendedor,
    'VINICIUS VENDEDOR',
    'ROLE_VENDEDOR',
    'L',
    '39053344705',
    'V0001',
  );
  const uGestor = await mkUser(DEMO_ACCOUNTS.gestor, 'GABRIELA GESTORA', 'ROLE_GESTOR', 'L', '86288366757');
  const uAdmin = await mkUser(DEMO_ACCOUNTS.admin, 'ANDRE ADMINISTRADOR', 'ROLE_ADMIN', 'L', '15350946056');
  const uAuditor = await mkUser(DEMO_ACCOUNTS.auditor, 'AURORA AUDITORA', 'ROLE_AUDITOR', 'L', '71428793860');
  const uPendente = await mkUser(
    DEMO_ACCOUNTS.pendente,
    'PEDRO PENDENTE',
    'ROLE_CLIENTE',
    'P',
    '24843803059',
  );
  const uBloqueado = await mkUser(
    DEMO_ACCOUNTS.bloqueado,
    'BRUNO BLOQUEADO',
    'ROLE_CLIENTE',
    'B',
    '98765432100',
  );
  await db
    .insert(t.usuarioUnidades)
    .values([
      ...units.map((u) => ({ usuarioId: uAdmin.id, unidadeId: u.id })),
      ...units.map((u) => ({ usuarioId: uGestor.id, unidadeId: u.id })),
      { usuarioId: uAuditor.id, unidadeId: units[0].id },
      ...units.map((u) => ({ usuarioId: uVendedor.id, unidadeId: u.id })),
    ]);

  // Customers: the main one, twelve for multi (one inactive), the seller's portfolio, pending and blocked.
  const cnpjs = [
    '11444777000161',
    '45723174000110',
    '60746948000112',
    '33000167000101',
    '61186680000174',
    '02558157000162',
    '47960950000121',
    '00360305000104',
    '07526557000100',
    '17184037000110',
    '76535764000143',
    '43776517000180',
    '10970887000102',
    '18236120000158',
    '84429695000111',
    '60872504000123',
    '92754738000162',
    '88610126000129',
  ];
  const bairros = ['CENTRO', 'JARDIM AMERICA', 'VILA NOVA', 'DISTRITO INDUSTRIAL', 'SANTA CRUZ', 'BOA VISTA'];
  const names = [
    'CONSTRUTORA ALICERCE LTDA',
    'MATERIAIS SILVA E FILHOS LTDA',
    'DEPOSITO BOA OBRA EIRELI',
    'CONSTRUTORA HORIZONTE S.A.',
    'CASA DO CONSTRUTOR PAULISTA LTDA',
    'ENGENHARIA PILAR FORTE LTDA',
    'OBRAS RAPIDAS COMERCIO LTDA',
    'CONSTRUTORA VIGA MESTRA LTDA',
    'ACABAMENTOS PRIMOR LTDA',
    'CONSTRUCOES SERRA AZUL LTDA',
    'LOJA DO PEDREIRO LTDA',
    'REFORMAS BEM FEITO LTDA',
    'CONSTRUTORA TERRA FIRME LTDA',
    'MEGA MATERIAIS MINAS LTDA',
    'CONSTRUTORA ALVORADA LTDA',
    'EMPREITEIRA CAPITAL LTDA',
    'CONSTRUTORA NOVO LAR LTDA',
    'DISTRIBUIDORA PONTO FORTE LTDA',
  ];
  const mkCliente = (i: number, status: string, vendedorId: number | null) => ({
    codigo: String(100001 + i).padStart(6, '0'),
    loja: '01',
    razao: names[i],
    nome: names[i].split(' ').slice(0, 2).join(' '),
    cgc: cnpjs[i],
    telefone: `1133${String(100000 + i * 7919).slice(-6)}`,
    email: `contato${i + 1}@${names[i].split(' ')[1].toLowerCase()}.com.br`,
    status,
    logradouro: `RUA DAS OBRAS`,
    numero: String(100 + i * 10),
    bairro: bairros[i % bairros.length],
    cidade: i % 3 === 2 ? 'BELO HORIZONTE' : 'SAO PAULO',
    uf: i % 3 === 2 ? 'MG' : 'SP',
    cep: i % 3 === 2 ? '30110000' : '01310100',
    inscricaoEstadual: `1101${String(10000000 + i * 123457).slice(-8)}`,
    vendedorId,
  });
  const cliRows = await db
    .insert(t.clientes)
    .values([
      mkCliente(0, 'L', uVendedor.id), // main customer of cliente@
      ...Array.from({ length: 11 }, (_, k) =>
        mkCliente(k + 1, k === 5 ? 'B' : 'L', k < 4 ? uVendedor.id : null),
      ), // multi@ (index 6 inactive)
      mkCliente(12, 'L', uVendedor.id),
      mkCliente(13, 'L', uVendedor.id),
      mkCliente(14, 'P', null), // pendente@
      mkCliente(15, 'B', null), // bloqueado@
      mkCliente(16, 'P', uVendedor.id),
      { ...mkCliente(17, 'L', null), entrega: true },
    ])
    .returning();
  const mainCli = cliRows[0];
  const multiClis = cliRows.slice(0, 12);
  await db
    .insert(t.usuarioClientes)
    .values([
      { usuarioId: uCliente.id, clienteId: mainCli.id },
      ...multiClis.map((c) => ({ usuarioId: uMulti.id, clienteId: c.id })),
      { usuarioId: uPendente.id, clienteId: cliRows[14].id },
      { usuarioId: uBloqueado.id, clienteId: cliRows[15].id },
    ]);
  await db.insert(t.clienteUnidades).values(
    cliRows.flatMap((c, i) =>
      (i === 0 ? units : i % 3 === 2 ? [units[2]] : [units[0], units[1]]).map((u) => ({
        clienteId: c.id,
        unidadeId: u.id,
      })),
    ),
  );
  await db.insert(t.limitesCredito).values(
    cliRows.flatMap((c, i) =>
      units.map((u) => {
        const limite = 50000 + ((i * 7919) % 20) * 10000;
        const devedor = Math.round(limite * (0.1 + ((i + u.id) % 5) * 0.12) * 100) / 100;
        return {
          clienteId: c.id,
          unidadeId: u.id,
          risco: i % 4 === 3 ? 'B' : 'A',
          limite,
          devedor,
          saldo: Math.round((limite - devedor) * 100) / 100,
        };
      }),
    ),
  );

  // Catalogue: 200 products (plain items, then by their makers), categories, CIF/FOB prices per unit
  const cats = await db
    .insert(t.categorias)
    .values(PRODUCT_FAMILIES.map((f, i) => ({ descricao: f.cat, erpCodigo: String(i + 1).padStart(3, '0') })))
    .returning();
  const productValues: (typeof t.produtos.$inferInsert)[] = [];
  const productCat: number[] = [];
  const basePrice: number[] = [];
  let seq = 1;
  // Every plain item first, then each item by the first maker of its trade, by the second...
  const variants = 1 + Math.max(...MAKERS.map(([, m]) => m.length));
  outer: for (let variant = 0; variant < variants; variant++) {
    for (const [fi, fam] of PRODUCT_FAMILIES.entries()) {
      for (const [desc, peso, preco] of fam.items) {
        if (productValues.length >= 200) break outer;
        const brand = variant === 0 ? '' : makersOf(desc)[variant - 1];
        if (brand === undefined) continue;
        const descricao = brand ? `${desc} ${brand}` : desc;
        const sku = `${fam.cat.slice(0, 3).replace(/\s/g, '')}${String(seq++).padStart(5, '0')}`;
        productValues.push({
          sku,
          descricao,
          nome: descricao.split(' ').slice(0, 3).join(' '),
          um: fam.um,
          peso,
          quantMin: fam.um === 'TL' ? 1 : fam.um === 'SC' ? 10 : peso < 1 ? 50 : 5,
          // Bulk goods by the tonne from 1 t: sand in any quantity (6 t, 2,5 t), gravel in 0,5 t.
          multiplo: fam.um === 'TL' && !desc.startsWith('AREIA') ? 0.5 : null,
          ncm: fam.cat === 'CIMENTO' ? '25232910' : fam.cat === 'ACO' ? '72142000' : '68109900',
          ...produtoBusca({ sku, nome: descricao.split(' ').slice(0, 3).join(' '), descricao, peso }),
        });
        productCat.push(cats[fi].id);
        basePrice.push(Math.round(preco * (1 + variant * 0.04) * 100) / 100);
      }
    }
  }
  const prods = await db.insert(t.produtos).values(productValues).returning({ id: t.produtos.id });
  await db
    .insert(t.produtoCategorias)
    .values(prods.map((p, i) => ({ produtoId: p.id, categoriaId: productCat[i] })));
  const priceRows: (typeof t.precos.$inferInsert)[] = [];
  for (const [i, p] of prods.entries()) {
    for (const u of units) {
      const factor = u.empresaCod === '04' ? 1.06 : u.filialCod === '02' ? 1.02 : 1;
      const cif = Math.round(basePrice[i] * factor * 100) / 100;
      for (const tab of tables.filter((x) => x.unidadeId === u.id))
        priceRows.push({
          produtoId: p.id,
          unidadeId: u.id,
          tabelaPrecoId: tab.id,
          valor: modalityPrice(cif, tab.sku),
        });
    }
  }
  for (let k = 0; k < priceRows.length; k += 500)
    await db.insert(t.precos).values(priceRows.slice(k, k + 500));
  // A price negotiated by the main customer on the first ten products at the matriz, in both modalities.
  const matrizTables = tables.filter((x) => x.unidadeId === units[0].id);
  await db.insert(t.precos).values(
    prods.slice(0, 10).flatMap((p, i) =>
      matrizTables.map((tab) => ({
        produtoId: p.id,
        unidadeId: units[0].id,
        tabelaPrecoId: tab.id,
        clienteId: mainCli.id,
        valor: modalityPrice(Math.round(basePrice[i] * 0.93 * 100) / 100, tab.sku),
      })),
    ),
  );

  // Payment methods and conditions (ANT = advance payment)
  const formas = await db
    .insert(t.pagamentoFormas)
    .values([
      { sku: 'BOL', descricao: 'BOLETO BANCARIO' },
      { sku: 'ANT', descricao: 'ANTECIPADO' },
      { sku: 'DEP', descricao: 'DEPOSITO EM CONTA' },
    ])
    .returning();
  const [bol, ant, dep] = formas;
  await db.insert(t.pagamentoCondicoes).values([
    { pgtoFormaId: bol.id, sku: '028', descricao: '28 DIAS', parcelasDias: [28] },
    { pgtoFormaId: bol.id, sku: '014', descricao: '14 DIAS', parcelasDias: [14] },
    { pgtoFormaId: bol.id, sku: '021', descricao: '21 DIAS', parcelasDias: [21] },
    { pgtoFormaId: bol.id, sku: '2856', descricao: '28/56 DIAS', parcelasDias: [28, 56] },
    { pgtoFormaId: bol.id, sku: '285684', descricao: '28/56/84 DIAS', parcelasDias: [28, 56, 84] },
    { pgtoFormaId: ant.id, sku: '000', descricao: 'A VISTA', parcelasDias: [] },
    { pgtoFormaId: ant.id, sku: 'ANT', descricao: 'ANTECIPADO COM DESCONTO', parcelasDias: [] },
    { pgtoFormaId: dep.id, sku: '007', descricao: '7 DIAS', parcelasDias: [7] },
  ]);
  await db
    .insert(t.clientePagamentos)
    .values(
      cliRows.flatMap((c, i) =>
        (i === 0 ? formas : [bol, ant]).map((f) => ({ clienteId: c.id, pgtoFormaId: f.id })),
      ),
    );

  // Works, drivers and vehicles of the main customer
  await db.insert(t.obras).values([
    {
      clienteId: mainCli.id,
      unidadeId: units[0].id,
      obra: 'OB0001',
      nome: 'RESIDENCIAL JARDIM DAS FLORES - TORRE A',
      logradouro: 'AV. DAS FLORES, 1500',
      bairro: 'JARDIM AMERICA',
      municipio: 'SAO PAULO',
      produtoId: prods[0].id,
      precoCif: 33.5,
      precoFob: 31.9,
      obsnf: 'ENTREGAR NO PORTAO 2',
    },
    {
      clienteId: mainCli.id,
      unidadeId: units[0].id,
      obra: 'OB0002',
      nome: 'GALPAO LOGISTICO RODOANEL',
      logradouro: 'ROD. RAPOSO TAVARES KM 22',
      bairro: 'DISTRITO INDUSTRIAL',
      municipio: 'COTIA',
      produtoId: prods[24].id,
      precoCif: 140.0,
      precoFob: 0,
    },
  ]);
  await db.insert(t.motoristas).values([
    { clienteId: mainCli.id, sku: 'M001', nome: 'JOSE CARLOS DA SILVA', cpf: '52998224725' },
    { clienteId: mainCli.id, sku: 'M002', nome: 'ANTONIO PEREIRA', cpf: '11144477735' },
  ]);
  await db.insert(t.veiculos).values([
    { clienteId: mainCli.id, placa: 'ABC1D23', eixos: 3, descricao: 'VW CONSTELLATION 24.280' },
    { clienteId: mainCli.id, placa: 'DEF4567', eixos: 2, descricao: 'MB ATEGO 1719' },
  ]);

  // Approvals: approvers per unit, and the pending registration waiting for approval
  const aprovs = await db
    .insert(t.aprovadores)
    .values([
      { usuarioId: uAdmin.id, filialId: units[0].id, master: true },
      { usuarioId: uGestor.id, filialId: units[0].id, master: false },
      { usuarioId: uAuditor.id, filialId: units[1].id, master: false },
    ])
    .returning();
  await db.insert(t.usuarioAprovacoes).values([
    // Both registrations created their customers (new CNPJs), so their decisions decide them too.
    {
      usuarioId: uPendente.id,
      filialId: units[0].id,
      clienteId: cliRows[14].id,
      status: 'P',
      clienteNovo: true,
    },
    {
      usuarioId: uBloqueado.id,
      filialId: units[0].id,
      clienteId: cliRows[15].id,
      status: 'B',
      clienteNovo: true,
      motivo: 'CADASTRO COM PENDENCIAS FISCAIS',
      aprovadorId: aprovs[0].id,
      aprovadorUsuarioId: uAdmin.id,
      decidedDate: new Date(),
    },
  ]);

  // CRM contacts of the main customer
  await db.insert(t.crmContatos).values([
    {
      entidadeId: mainCli.id,
      setor: '000000001',
      nome: 'FERNANDA COMPRAS',
      cgc: '52998224725',
      email: 'compras@alicerce.com.br',
      telefone: '11987654321',
      contatoPrincipal: true,
      recebeEmail: true,
      status: 'L',
      codigo: 'C0001',
    },
    {
      entidadeId: mainCli.id,
      setor: '000000002',
      nome: 'ROBERTO FINANCEIRO',
      cgc: '11144477735',
      email: 'financeiro@alicerce.com.br',
      telefone: '11976543210',
      recebeWhatsapp: true,
      status: 'L',
      codigo: 'C0002',
    },
    {
      entidadeId: mainCli.id,
      setor: '000000001',
      nome: 'JULIANA ENGENHARIA',
      email: 'obras@alicerce.com.br',
      telefone: '11965432109',
      status: 'P',
      codigo: 'C0003',
    },
  ]);

  // Usage events over the last 60 days, positioned around the customers' cities
  const cities = [
    [-23.55, -46.63],
    [-22.91, -47.06],
    [-19.92, -43.94],
    [-25.43, -49.27],
    [-15.79, -47.88],
    [-12.97, -38.5],
    [-3.73, -38.52],
    [-30.03, -51.23],
  ];
  const now = Date.now();
  const eventRows: (typeof t.eventos.$inferInsert)[] = [];
  const buyers = [uCliente.id, uMulti.id, uVendedor.id];
  for (let i = 0; i < 900; i++) {
    const tipo = rnd.pick([1, 1, 1, 1, 6, 6, 2, 2, 3, 4, 5, 7, 8]);
    const [lat, lon] = rnd.pick(cities);
    eventRows.push({
      eventosTiposId: tipo,
      clienteId: rnd.pick(cliRows.slice(0, 14)).id,
      filialId: rnd.pick(units).id,
      geoLat: lat + (rnd.next() - 0.5) * 0.4,
      geoLon: lon + (rnd.next() - 0.5) * 0.4,
      createdBy: rnd.pick(buyers),
      createdDate: new Date(now - rnd.int(0, 59 * 24) * 3600_000 - rnd.int(0, 3599) * 1000),
    });
  }
  for (let k = 0; k < eventRows.length; k += 300)
    await db.insert(t.eventos).values(eventRows.slice(k, k + 300));

  await db.insert(t.contadores).values({ nome: 'pedido_ref', valor: 100000 });
  void uAuditor;
  const sold = await seedFinance(db, rnd);
  await seedImages(db);
  await seedOrders(db, rnd, new Date(), sold);
}
