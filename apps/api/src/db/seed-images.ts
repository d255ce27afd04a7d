// Demo product pictures (design §8): a simple SVG drawing per product family (cement bag, steel
// bars, brick...) with the product code, stored in produto_imagens as image/svg+xml. About one
// product in ten is left without a picture so the screens' no-image fallback is seen too.
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

/** Shapes of one family, drawn in the 320x240 box above the caption band (y < 190). */
type Drawing = (accent: string, label: string) => string;

const bag: Drawing = (c, label) => `
  <path d="M112 42 L208 42 L222 62 L226 172 Q160 184 94 172 L98 62 Z" fill="#d7ccc8" stroke="#5d4037" stroke-width="3"/>
  <path d="M112 42 L124 30 L196 30 L208 42" fill="#bcaaa4" stroke="#5d4037" stroke-width="3"/>
  <rect x="108" y="86" width="104" height="46" rx="4" fill="${c}"/>
  <text x="160" y="116" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="bold" text-anchor="middle" fill="#fff">${esc(label)}</text>`;

const pile: Drawing = (c) => `
  <path d="M50 172 Q100 70 160 62 Q220 70 270 172 Z" fill="${c}" stroke="#5d4037" stroke-width="3"/>
  <g fill="#6d4c41" opacity=".55"><circle cx="120" cy="140" r="5"/><circle cx="160" cy="110" r="4"/><circle cx="200" cy="146" r="6"/>
  <circle cx="140" cy="160" r="4"/><circle cx="185" cy="120" r="3"/><circle cx="100" cy="162" r="3"/><circle cx="225" cy="162" r="4"/></g>`;

const bars: Drawing = (c) =>
  [0, 1, 2, 3, 4]
    .map(
      (i) => `
  <g transform="translate(0 ${56 + i * 24}) rotate(-8 160 0)">
    <rect x="36" y="-6" width="248" height="12" rx="6" fill="${c}" stroke="#263238" stroke-width="2"/>
    ${Array.from({ length: 12 }, (_, k) => `<line x1="${48 + k * 20}" y1="-6" x2="${54 + k * 20}" y2="6" stroke="#263238" stroke-width="2"/>`).join('')}
  </g>`,
    )
    .join('');

const brick: Drawing = (c) => `
  <g stroke="#4e342e" stroke-width="3" fill="${c}">
    <rect x="60" y="62" width="96" height="44"/><rect x="164" y="62" width="96" height="44"/>
    <rect x="40" y="114" width="76" height="44"/><rect x="124" y="114" width="96" height="44"/><rect x="228" y="114" width="52" height="44"/>
  </g>
  <g fill="#4e342e" opacity=".5"><circle cx="92" cy="84" r="6"/><circle cx="124" cy="84" r="6"/><circle cx="196" cy="84" r="6"/><circle cx="228" cy="84" r="6"/></g>`;

const tile: Drawing = (c) => `
  <path d="M40 150 L160 60 L280 150 Z" fill="${c}" stroke="#3e2723" stroke-width="3"/>
  <g stroke="#3e2723" stroke-width="2" fill="none">
    <path d="M72 126 Q88 116 104 126 Q120 136 136 126 Q152 116 168 126 Q184 136 200 126 Q216 116 232 126 Q248 136 252 130"/>
    <path d="M104 102 Q120 92 136 102 Q152 112 168 102 Q184 92 200 102 Q212 110 218 106"/>
  </g>
  <rect x="60" y="150" width="200" height="24" fill="#eceff1" stroke="#3e2723" stroke-width="3"/>`;

const pipe: Drawing = (c) => `
  <rect x="40" y="80" width="200" height="40" fill="${c}" stroke="#0d47a1" stroke-width="3"/>
  <ellipse cx="240" cy="100" rx="12" ry="20" fill="#e3f2fd" stroke="#0d47a1" stroke-width="3"/>
  <path d="M40 130 L200 130 Q240 130 240 170" fill="none" stroke="${c}" stroke-width="26"/>
  <path d="M40 130 L200 130 Q240 130 240 170" fill="none" stroke="#0d47a1" stroke-width="2" stroke-dasharray="6 6"/>`;

const can: Drawing = (c) => `
  <path d="M100 60 L220 60 L220 172 Q160 184 100 172 Z" fill="#eceff1" stroke="#37474f" stroke-width="3"/>
  <ellipse cx="160" cy="60" rx="60" ry="12" fill="#cfd8dc" stroke="#37474f" stroke-width="3"/>
  <path d="M110 58 Q160 4 210 58" fill="none" stroke="#37474f" stroke-width="4"/>
  <rect x="100" y="96" width="120" height="44" fill="${c}"/>
  <path d="M168 140 Q172 160 168 172" stroke="${c}" stroke-width="8" fill="none"/>`;

const roll: Drawing = (c) => `
  <rect x="70" y="78" width="170" height="70" fill="${c}" stroke="#212121" stroke-width="3"/>
  <ellipse cx="70" cy="113" rx="18" ry="35" fill="#424242" stroke="#212121" stroke-width="3"/>
  <ellipse cx="70" cy="113" rx="6" ry="12" fill="#bdbdbd"/>
  <path d="M240 148 L290 172 L120 172 L70 148" fill="#616161" stroke="#212121" stroke-width="3"/>`;

const screw: Drawing = (c) => `
  <rect x="70" y="52" width="48" height="20" rx="4" fill="${c}" stroke="#263238" stroke-width="3"/>
  <rect x="88" y="72" width="12" height="92" fill="${c}" stroke="#263238" stroke-width="3"/>
  <path d="M88 164 L94 180 L100 164" fill="${c}" stroke="#263238" stroke-width="3"/>
  ${Array.from({ length: 8 }, (_, k) => `<line x1="84" y1="${80 + k * 10}" x2="104" y2="${86 + k * 10}" stroke="#263238" stroke-width="2"/>`).join('')}
  <circle cx="210" cy="112" r="44" fill="none" stroke="${c}" stroke-width="14"/>
  <circle cx="210" cy="112" r="44" fill="none" stroke="#263238" stroke-width="2"/>`;

const plank: Drawing = (c) => `
  <g stroke="#4e342e" stroke-width="3">
    <rect x="40" y="64" width="240" height="30" fill="${c}"/><rect x="56" y="100" width="240" height="30" fill="${c}"/>
    <rect x="30" y="136" width="240" height="30" fill="${c}"/>
  </g>
  <g stroke="#6d4c41" stroke-width="1.5" fill="none" opacity=".7">
    <path d="M50 78 Q110 70 170 80 T270 76"/><path d="M66 114 Q126 106 186 116 T290 112"/><path d="M40 150 Q100 142 160 152 T262 148"/>
    <ellipse cx="200" cy="79" rx="10" ry="5"/><ellipse cx="120" cy="151" rx="8" ry="4"/>
  </g>`;

const box: Drawing = (c) => `
  <path d="M90 80 L160 50 L230 80 L230 160 L160 190 L90 160 Z" fill="${c}" stroke="#37474f" stroke-width="3"/>
  <path d="M90 80 L160 110 L230 80 M160 110 L160 190" fill="none" stroke="#37474f" stroke-width="3"/>`;

/** Category (seed family) -> drawing and accent colour. */
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

/** The SVG picture of one product: family drawing, caption with code and description. */
export function productSvg(family: string, sku: string, descricao: string, pesoKg = 0): string {
  const [draw, accent] = FAMILIES[family] ?? [box, '#8d6e63'];
  const label = pesoKg > 0 ? `${String(pesoKg).replace('.', ',')} kg` : '';
  const caption = descricao.length > 34 ? `${descricao.slice(0, 33)}…` : descricao;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(`${sku} ${descricao}`)}">
  <rect width="${W}" height="${H}" fill="#fafafa"/>${draw(accent, label)}
  <rect x="0" y="192" width="${W}" height="48" fill="#212121"/>
  <text x="160" y="212" font-family="Arial, Helvetica, sans-serif" font-size="16" font-weight="bold" text-anchor="middle" fill="#ff7043">${esc(sku)}</text>
  <text x="160" y="231" font-family="Arial, Helvetica, sans-serif" font-size="11" text-anchor="middle" fill="#fafafa">${esc(caption)}</text>
</svg>
`;
}

/** Every tenth product (by id) is left without a picture. */
export const withoutPicture = (index: number) => index % 10 === 9;

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
  const values = rows
    .filter((_, i) => !withoutPicture(i))
    .map((p) => {
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
