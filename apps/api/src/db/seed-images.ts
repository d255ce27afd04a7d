// Demo product pictures (docs/product/arquitetura.md §8): a simple SVG drawing per kind of product (cement
// sack, rebar bundle, brick, tile, pipe, paint can, sand heap...; by the description, else by the category)
// on its own background, with the product code, stored in produto_imagens as image/svg+xml. Every demo
// product has its picture (the no-image fallback shows for a product a manager adds without one).
import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { categorias, produtoCategorias, produtoImagens, produtos } from './schema';

const W = 320;
const H = 240;

const esc = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/**
 * Shapes of one kind of product, drawn in the 320x240 box above the caption band (y < 190), and the
 * drawing's name, written on the picture (data-desenho) so what it shows can be read back.
 */
interface Drawing {
  desenho: string;
  draw: (accent: string, label: string) => string;
}
const drawing = (desenho: string, draw: Drawing['draw']): Drawing => ({ desenho, draw });

const bag = drawing(
  'saco',
  (c, label) => `
  <path d="M112 42 L208 42 L222 62 L226 172 Q160 184 94 172 L98 62 Z" fill="#d7ccc8" stroke="#5d4037" stroke-width="3"/>
  <path d="M112 42 L124 30 L196 30 L208 42" fill="#bcaaa4" stroke="#5d4037" stroke-width="3"/>
  <rect x="108" y="86" width="104" height="46" rx="4" fill="${c}"/>
  <text x="160" y="116" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="bold" text-anchor="middle" fill="#fff">${esc(label)}</text>`,
);

const pile = drawing(
  'monte',
  (c) => `
  <path d="M50 172 Q100 70 160 62 Q220 70 270 172 Z" fill="${c}" stroke="#5d4037" stroke-width="3"/>
  <g fill="#6d4c41" opacity=".55"><circle cx="120" cy="140" r="5"/><circle cx="160" cy="110" r="4"/><circle cx="200" cy="146" r="6"/>
  <circle cx="140" cy="160" r="4"/><circle cx="185" cy="120" r="3"/><circle cx="100" cy="162" r="3"/><circle cx="225" cy="162" r="4"/></g>`,
);

const bars = drawing('barras', (c) =>
  [0, 1, 2, 3, 4]
    .map(
      (i) => `
  <g transform="translate(0 ${56 + i * 24}) rotate(-8 160 0)">
    <rect x="36" y="-6" width="248" height="12" rx="6" fill="${c}" stroke="#263238" stroke-width="2"/>
    ${Array.from({ length: 12 }, (_, k) => `<line x1="${48 + k * 20}" y1="-6" x2="${54 + k * 20}" y2="6" stroke="#263238" stroke-width="2"/>`).join('')}
  </g>`,
    )
    .join(''),
);

const brick = drawing(
  'tijolo',
  (c) => `
  <g stroke="#4e342e" stroke-width="3" fill="${c}">
    <rect x="60" y="62" width="96" height="44"/><rect x="164" y="62" width="96" height="44"/>
    <rect x="40" y="114" width="76" height="44"/><rect x="124" y="114" width="96" height="44"/><rect x="228" y="114" width="52" height="44"/>
  </g>
  <g fill="#4e342e" opacity=".5"><circle cx="92" cy="84" r="6"/><circle cx="124" cy="84" r="6"/><circle cx="196" cy="84" r="6"/><circle cx="228" cy="84" r="6"/></g>`,
);

const tile = drawing(
  'telha-ceramica',
  (c) => `
  <path d="M40 150 L160 60 L280 150 Z" fill="${c}" stroke="#3e2723" stroke-width="3"/>
  <g stroke="#3e2723" stroke-width="2" fill="none">
    <path d="M72 126 Q88 116 104 126 Q120 136 136 126 Q152 116 168 126 Q184 136 200 126 Q216 116 232 126 Q248 136 252 130"/>
    <path d="M104 102 Q120 92 136 102 Q152 112 168 102 Q184 92 200 102 Q212 110 218 106"/>
  </g>
  <rect x="60" y="150" width="200" height="24" fill="#eceff1" stroke="#3e2723" stroke-width="3"/>`,
);

const pipe = drawing(
  'tubo',
  (c) => `
  <rect x="40" y="80" width="200" height="40" fill="${c}" stroke="#0d47a1" stroke-width="3"/>
  <ellipse cx="240" cy="100" rx="12" ry="20" fill="#e3f2fd" stroke="#0d47a1" stroke-width="3"/>
  <path d="M40 130 L200 130 Q240 130 240 170" fill="none" stroke="${c}" stroke-width="26"/>
  <path d="M40 130 L200 130 Q240 130 240 170" fill="none" stroke="#0d47a1" stroke-width="2" stroke-dasharray="6 6"/>`,
);

const can = drawing(
  'lata',
  (c) => `
  <path d="M100 60 L220 60 L220 172 Q160 184 100 172 Z" fill="#eceff1" stroke="#37474f" stroke-width="3"/>
  <ellipse cx="160" cy="60" rx="60" ry="12" fill="#cfd8dc" stroke="#37474f" stroke-width="3"/>
  <path d="M110 58 Q160 4 210 58" fill="none" stroke="#37474f" stroke-width="4"/>
  <rect x="100" y="96" width="120" height="44" fill="${c}"/>
  <path d="M168 140 Q172 160 168 172" stroke="${c}" stroke-width="8" fill="none"/>`,
);

const roll = drawing(
  'manta',
  (c) => `
  <rect x="70" y="78" width="170" height="70" fill="${c}" stroke="#212121" stroke-width="3"/>
  <ellipse cx="70" cy="113" rx="18" ry="35" fill="#424242" stroke="#212121" stroke-width="3"/>
  <ellipse cx="70" cy="113" rx="6" ry="12" fill="#bdbdbd"/>
  <path d="M240 148 L290 172 L120 172 L70 148" fill="#616161" stroke="#212121" stroke-width="3"/>`,
);

const screw = drawing(
  'parafuso',
  (c) => `
  <rect x="70" y="52" width="48" height="20" rx="4" fill="${c}" stroke="#263238" stroke-width="3"/>
  <rect x="88" y="72" width="12" height="92" fill="${c}" stroke="#263238" stroke-width="3"/>
  <path d="M88 164 L94 180 L100 164" fill="${c}" stroke="#263238" stroke-width="3"/>
  ${Array.from({ length: 8 }, (_, k) => `<line x1="84" y1="${80 + k * 10}" x2="104" y2="${86 + k * 10}" stroke="#263238" stroke-width="2"/>`).join('')}
  <circle cx="210" cy="112" r="44" fill="none" stroke="${c}" stroke-width="14"/>
  <circle cx="210" cy="112" r="44" fill="none" stroke="#263238" stroke-width="2"/>`,
);

const plank = drawing(
  'tabuas',
  (c) => `
  <g stroke="#4e342e" stroke-width="3">
    <rect x="40" y="64" width="240" height="30" fill="${c}"/><rect x="56" y="100" width="240" height="30" fill="${c}"/>
    <rect x="30" y="136" width="240" height="30" fill="${c}"/>
  </g>
  <g stroke="#6d4c41" stroke-width="1.5" fill="none" opacity=".7">
    <path d="M50 78 Q110 70 170 80 T270 76"/><path d="M66 114 Q126 106 186 116 T290 112"/><path d="M40 150 Q100 142 160 152 T262 148"/>
    <ellipse cx="200" cy="79" rx="10" ry="5"/><ellipse cx="120" cy="151" rx="8" ry="4"/>
  </g>`,
);

const box = drawing(
  'caixa',
  (c) => `
  <path d="M90 80 L160 50 L230 80 L230 160 L160 190 L90 160 Z" fill="${c}" stroke="#37474f" stroke-width="3"/>
  <path d="M90 80 L160 110 L230 80 M160 110 L160 190" fill="none" stroke="#37474f" stroke-width="3"/>`,
);

const heap = (stones: boolean): Drawing =>
  drawing(stones ? 'monte-brita' : 'monte-areia', (c) => {
    const grains = Array.from({ length: stones ? 26 : 40 }, (_, k) => {
      const x = 78 + ((k * 53) % 164);
      const y = 112 + ((k * 29) % 56);
      return stones
        ? `<path d="M${x} ${y} l9 -5 l8 6 l-3 8 l-11 1 Z" fill="#9e9e9e" stroke="#424242" stroke-width="1.5"/>`
        : `<circle cx="${x}" cy="${y}" r="1.6" fill="#8d6e63"/>`;
    }).join('');
    return `
  <path d="M40 176 Q90 76 160 64 Q230 76 280 176 Z" fill="${c}" stroke="#5d4037" stroke-width="3"/>${grains}`;
  });

const rebar = drawing(
  'vergalhoes',
  (c) =>
    [0, 1, 2, 3, 4, 5]
      .map(
        (i) => `
  <g transform="translate(0 ${70 + i * 16})">
    <rect x="30" y="-6" width="260" height="12" rx="6" fill="${c}" stroke="#263238" stroke-width="2"/>
    ${Array.from({ length: 13 }, (_, k) => `<line x1="${40 + k * 19}" y1="-6" x2="${46 + k * 19}" y2="6" stroke="#263238" stroke-width="2"/>`).join('')}
  </g>`,
      )
      .join('') +
    `<g fill="none" stroke="#212121" stroke-width="5"><path d="M90 58 V166"/><path d="M230 58 V166"/></g>`,
);

const mesh = drawing(
  'tela',
  (c) => `
  <g transform="skewX(-20) translate(50 0)" stroke="${c}" stroke-width="5" fill="none">
    ${[60, 88, 116, 144, 172].map((y) => `<line x1="40" y1="${y}" x2="250" y2="${y}"/>`).join('')}
    ${[40, 75, 110, 145, 180, 215, 250].map((x) => `<line x1="${x}" y1="60" x2="${x}" y2="172"/>`).join('')}
  </g>`,
);

const coil = drawing(
  'arame',
  (c) => `
  <g fill="none" stroke="${c}" stroke-width="5">
    ${[58, 50, 42, 34].map((r, k) => `<ellipse cx="${160 + k * 3}" cy="118" rx="${r + 30}" ry="${r}"/>`).join('')}
  </g>
  <path d="M250 118 Q280 150 270 176" fill="none" stroke="${c}" stroke-width="4"/>`,
);

const cage = drawing(
  'coluna-armada',
  (c) => `
  <g stroke="#37474f" stroke-width="3" fill="none">
    <path d="M40 90 L250 90 M40 150 L250 150 M70 66 L280 66 M70 126 L280 126"/>
  </g>
  <g stroke="${c}" stroke-width="4" fill="none">
    ${Array.from({ length: 8 }, (_, k) => `<path d="M${40 + k * 30} 90 l30 -24 v60 l-30 24 Z"/>`).join('')}
  </g>`,
);

const block = (holes: number, dark: string): Drawing =>
  drawing('bloco', (c) => {
    const w = 160 / holes;
    return `
  <path d="M60 96 L100 70 L280 70 L240 96 Z" fill="${dark}" stroke="#37474f" stroke-width="3"/>
  <path d="M240 96 L280 70 L280 150 L240 176 Z" fill="${dark}" stroke="#37474f" stroke-width="3" opacity=".85"/>
  <rect x="60" y="96" width="180" height="80" fill="${c}" stroke="#37474f" stroke-width="3"/>
  ${Array.from({ length: holes }, (_, k) => `<rect x="${70 + k * w}" y="108" width="${w - 12}" height="56" rx="4" fill="#455a64" opacity=".75"/>`).join('')}`;
  });

const channel = drawing(
  'canaleta',
  (c) => `
  <path d="M60 80 L110 80 L110 140 L210 140 L210 80 L260 80 L260 176 L60 176 Z" fill="${c}" stroke="#37474f" stroke-width="3"/>
  <path d="M60 80 L90 60 L140 60 L110 80 M210 80 L240 60 L290 60 L260 80 M260 176 L290 156 L290 60" fill="none" stroke="#37474f" stroke-width="3"/>`,
);

const corrugated = drawing(
  'telha-ondulada',
  (c) => `
  <path d="M30 150 ${Array.from({ length: 8 }, (_, k) => `Q${47 + k * 33} 110 ${63 + k * 33} 150`).join(' ')} L294 176 L60 176 Z" fill="${c}" stroke="#37474f" stroke-width="3"/>
  <path d="M30 150 L60 176" stroke="#37474f" stroke-width="3"/>`,
);

const trapezoid = drawing(
  'telha-trapezoidal',
  (c) => `
  <path d="M30 160 ${Array.from({ length: 5 }, (_, k) => `L${44 + k * 50} 160 L${56 + k * 50} 120 L${78 + k * 50} 120 L${90 + k * 50} 160`).join(' ')} L280 160 L296 176 L46 176 Z" fill="${c}" stroke="#455a64" stroke-width="3"/>`,
);

const ridge = drawing(
  'cumeeira',
  (c) => `
  <path d="M40 160 L160 80 L280 160 L280 176 L160 100 L40 176 Z" fill="${c}" stroke="#37474f" stroke-width="3"/>`,
);

const elbow = drawing(
  'joelho',
  (c) => `
  <path d="M70 90 L170 90 Q230 90 230 150 L230 176" fill="none" stroke="#0d47a1" stroke-width="52"/>
  <path d="M70 90 L170 90 Q230 90 230 150 L230 176" fill="none" stroke="${c}" stroke-width="44"/>
  <rect x="56" y="62" width="24" height="56" fill="${c}" stroke="#0d47a1" stroke-width="3"/>`,
);

const tank = drawing(
  'caixa-dagua',
  (c) => `
  <path d="M80 86 L240 86 L226 172 L94 172 Z" fill="${c}" stroke="#0d47a1" stroke-width="3"/>
  <ellipse cx="160" cy="86" rx="84" ry="18" fill="#64b5f6" stroke="#0d47a1" stroke-width="3"/>
  <ellipse cx="160" cy="70" rx="60" ry="12" fill="#1e88e5" stroke="#0d47a1" stroke-width="3"/>`,
);

const valve = drawing(
  'registro',
  (c) => `
  <rect x="40" y="118" width="240" height="30" fill="#b0bec5" stroke="#37474f" stroke-width="3"/>
  <rect x="120" y="100" width="80" height="66" rx="8" fill="${c}" stroke="#5d4037" stroke-width="3"/>
  <rect x="152" y="66" width="16" height="36" fill="${c}" stroke="#5d4037" stroke-width="3"/>
  <ellipse cx="160" cy="62" rx="44" ry="10" fill="#c62828" stroke="#5d4037" stroke-width="3"/>`,
);

const bucket = drawing(
  'balde',
  (c, label) => `
  <path d="M94 66 L226 66 L214 176 L106 176 Z" fill="${c}" stroke="#37474f" stroke-width="3"/>
  <rect x="88" y="58" width="144" height="16" rx="4" fill="#eceff1" stroke="#37474f" stroke-width="3"/>
  <path d="M100 70 Q160 20 220 70" fill="none" stroke="#37474f" stroke-width="4"/>
  <text x="160" y="132" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="bold" text-anchor="middle" fill="#fff">${esc(label)}</text>`,
);

const nails = drawing('pregos', (c) =>
  Array.from({ length: 7 }, (_, k) => {
    const x = 70 + k * 30;
    return `<g transform="rotate(${-12 + k * 4} ${x} 120)"><rect x="${x - 12}" y="62" width="24" height="7" rx="2" fill="${c}" stroke="#263238" stroke-width="2"/>
    <path d="M${x - 3} 69 L${x + 3} 69 L${x + 3} 160 L${x} 174 L${x - 3} 160 Z" fill="${c}" stroke="#263238" stroke-width="2"/></g>`;
  }).join(''),
);

const plugs = drawing('buchas', (c) =>
  Array.from({ length: 5 }, (_, k) => {
    const x = 60 + k * 50;
    return `<g transform="rotate(${k % 2 ? 8 : -8} ${x + 14} 120)"><path d="M${x} 70 L${x + 28} 70 L${x + 24} 168 L${x + 4} 168 Z" fill="${c}" stroke="#37474f" stroke-width="3"/>
    ${[90, 110, 130, 150].map((y) => `<line x1="${x + 2}" y1="${y}" x2="${x + 26}" y2="${y}" stroke="#37474f" stroke-width="2"/>`).join('')}</g>`;
  }).join(''),
);

const hinge = drawing(
  'dobradica',
  (c) => `
  <rect x="70" y="64" width="84" height="110" fill="${c}" stroke="#37474f" stroke-width="3"/>
  <rect x="166" y="64" width="84" height="110" fill="${c}" stroke="#37474f" stroke-width="3"/>
  <rect x="150" y="60" width="20" height="118" rx="8" fill="#8d6e63" stroke="#37474f" stroke-width="3"/>
  ${[90, 150].flatMap((y) => [112, 208].map((x) => `<circle cx="${x}" cy="${y}" r="8" fill="#eceff1" stroke="#37474f" stroke-width="2"/>`)).join('')}`,
);

const sheet = drawing(
  'chapa',
  (c) => `
  <path d="M50 110 L110 60 L290 60 L230 110 Z" fill="${c}" stroke="#5d4037" stroke-width="3"/>
  <path d="M50 110 L230 110 L230 126 L50 126 Z M230 110 L290 60 L290 76 L230 126" fill="#a1887f" stroke="#5d4037" stroke-width="3"/>
  <g stroke="#8d6e63" stroke-width="2" fill="none" opacity=".7"><path d="M90 96 Q150 80 220 86"/><path d="M120 76 Q180 70 260 70"/></g>`,
);

const post = drawing(
  'pontaletes',
  (c) => `
  ${[0, 1, 2]
    .map(
      (
        k,
      ) => `<g transform="rotate(-10 160 120)"><rect x="30" y="${74 + k * 30}" width="260" height="24" rx="12" fill="${c}" stroke="#4e342e" stroke-width="3"/>
  <ellipse cx="290" cy="${86 + k * 30}" rx="7" ry="12" fill="#d7a86e" stroke="#4e342e" stroke-width="3"/></g>`,
    )
    .join('')}`,
);

/** A kind of product: its drawing, accent colour and background (the whole picture tells it apart). */
type Kind = [Drawing, string, string];

/**
 * The kind of each demo product, by the start of its description (first match): sack, rebar
 * bundle, brick, tile, pipe, paint can, sand heap... so a buyer tells items apart at a glance.
 */
const KINDS: [RegExp, Kind][] = [
  [/^CIMENTO BRANCO/, [bag, '#9e9e9e', '#f5f5f5']],
  [/^CIMENTO/, [bag, '#616161', '#eceff1']],
  [/^ARGAMASSA/, [bag, '#1565c0', '#e3f2fd']],
  [/^REJUNTE/, [bucket, '#00897b', '#e0f2f1']],
  [/^CAL /, [bag, '#9e9d24', '#f9fbe7']],
  [/^AREIA/, [heap(false), '#e6c88e', '#fff8e1']],
  [/^BRITA/, [heap(true), '#bdbdbd', '#f1f8e9']],
  [/^PO DE PEDRA/, [heap(false), '#b0bec5', '#eceff1']],
  [/^VERGALHAO/, [rebar, '#8d6e63', '#efebe9']],
  [/^TELA SOLDADA/, [mesh, '#607d8b', '#eceff1']],
  [/^ARAME/, [coil, '#78909c', '#f5f5f5']],
  [/^COLUNA ARMADA/, [cage, '#795548', '#efebe9']],
  [/^BLOCO CERAMICO/, [block(4, '#e64a19'), '#ff8a65', '#fbe9e7']],
  [/^BLOCO/, [block(2, '#9e9e9e'), '#bdbdbd', '#eceff1']],
  [/^CANALETA/, [channel, '#bdbdbd', '#eceff1']],
  [/^TIJOLO/, [brick, '#d84315', '#fbe9e7']],
  [/^TELHA FIBROCIMENTO/, [corrugated, '#b0bec5', '#eceff1']],
  [/^TELHA GALVALUME/, [trapezoid, '#cfd8dc', '#e3f2fd']],
  [/^TELHA/, [tile, '#bf360c', '#fff3e0']],
  [/^CUMEEIRA/, [ridge, '#b0bec5', '#eceff1']],
  [/^TUBO PVC ESGOTO/, [pipe, '#ff8a65', '#fff3e0']],
  [/^TUBO/, [pipe, '#90caf9', '#e3f2fd']],
  [/^JOELHO/, [elbow, '#90caf9', '#e3f2fd']],
  [/^CAIXA D AGUA/, [tank, '#42a5f5', '#e3f2fd']],
  [/^REGISTRO/, [valve, '#fbc02d', '#fffde7']],
  [/^(TINTA|SELADOR|ESMALTE)/, [can, '#e64a19', '#fbe9e7']],
  [/^(MASSA|TEXTURA)/, [bucket, '#fb8c00', '#fff3e0']],
  [/^MANTA/, [roll, '#424242', '#eceff1']],
  [/^(IMPERMEABILIZANTE|ADITIVO|PRIMER)/, [bucket, '#37474f', '#eceff1']],
  [/^PREGO/, [nails, '#90a4ae', '#eceff1']],
  [/^PARAFUSO/, [screw, '#b0bec5', '#eceff1']],
  [/^BUCHA/, [plugs, '#fff176', '#fffde7']],
  [/^DOBRADICA/, [hinge, '#cfd8dc', '#eceff1']],
  [/^CHAPA/, [sheet, '#d7a86e', '#fff8e1']],
  [/^PONTALETE/, [post, '#bc8f5a', '#fff8e1']],
  [/^(TABUA|SARRAFO|VIGA)/, [plank, '#d7a86e', '#fff8e1']],
];

/** Category (seed family) -> drawing and accent colour, for a description no kind above knows. */
const FAMILIES: Record<string, [Drawing, string]> = {
  CIMENTO: [bag, '#616161'],
  ARGAMASSA: [bag, '#1565c0'],
  CAL: [bag, '#9e9d24'],
  'CONCRETO E AGREGADOS': [pile, '#bcaaa4'],
  ACO: [bars, '#78909c'],
  'BLOCOS E TIJOLOS': [brick, '#d84315'],
  TELHAS: [tile, '#bf360c'],
  HIDRAULICA: [pipe, '#90caf9'],
  TINTAS: [can, '#e64a19'],
  IMPERMEABILIZANTES: [roll, '#424242'],
  FERRAGENS: [screw, '#b0bec5'],
  MADEIRA: [plank, '#d7a86e'],
};

/** The drawing, accent and background of a product: its kind, else its family's, else a box. */
export function productKind(family: string, descricao: string): Kind {
  const kind = KINDS.find(([re]) => re.test(descricao.toUpperCase()));
  if (kind) return kind[1];
  const [draw, accent] = FAMILIES[family] ?? [box, '#8d6e63'];
  return [draw, accent, '#fafafa'];
}

/** The SVG picture of one product: family drawing, caption with code and description. */
export function productSvg(family: string, sku: string, descricao: string, pesoKg = 0): string {
  const [draw, accent, background] = productKind(family, descricao);
  const label = pesoKg > 0 ? `${String(pesoKg).replace('.', ',')} kg` : '';
  const caption = descricao.length > 34 ? `${descricao.slice(0, 33)}…` : descricao;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(`${sku} ${descricao}`)}" data-desenho="${draw.desenho}">
  <rect width="${W}" height="${H}" fill="${background}"/>${draw.draw(accent, label)}
  <rect x="0" y="192" width="${W}" height="48" fill="#212121"/>
  <text x="160" y="212" font-family="Arial, Helvetica, sans-serif" font-size="16" font-weight="bold" text-anchor="middle" fill="#ff7043">${esc(sku)}</text>
  <text x="160" y="231" font-family="Arial, Helvetica, sans-serif" font-size="11" text-anchor="middle" fill="#fafafa">${esc(caption)}</text>
</svg>
`;
}

/** Renders and stores the pictures of the demo products; returns how many were stored. */
export async function seedImages(db: Db): Promise<number> {
  const rows = await db
    .select({
      id: produtos.id,
      sku: produtos.sku,
      descricao: produtos.descricao,
      peso: produtos.peso,
      family: sql<string | null>`(select ${categorias.descricao} from ${produtoCategorias}
        join ${categorias} on ${categorias.id} = ${produtoCategorias.categoriaId}
        where ${produtoCategorias.produtoId} = ${produtos.id} order by ${categorias.id} limit 1)`,
    })
    .from(produtos)
    .where(eq(produtos.ativo, true))
    .orderBy(asc(produtos.id));
  const values = rows.map((p) => {
    const svg = productSvg(p.family ?? '', p.sku, p.descricao, p.peso);
    return {
      produtoId: p.id,
      contentType: 'image/svg+xml',
      // Text goes to bytea through the database, the same on PGlite and node-postgres.
      dados: sql`convert_to(${svg}, 'UTF8')`,
      etag: createHash('sha256').update(svg).digest('hex').slice(0, 32),
    };
  });
  for (let k = 0; k < values.length; k += 100)
    await db
      .insert(produtoImagens)
      .values(values.slice(k, k + 100))
      .onConflictDoNothing();
  return values.length;
}
