/**
 * The catalogue's search text of a product: code, name, description and weight, upper-cased (served
 * by the produtos_busca_trgm index). Every writer of produtos uses it: the seed, the ERP upsert and the
 * manager's product screen.
 */
export function produtoBusca(p: {
  sku: string;
  nome?: string | null;
  descricao: string;
  peso: number;
}): string {
  return [p.sku, p.nome ?? '', p.descricao, String(p.peso)]
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
}
