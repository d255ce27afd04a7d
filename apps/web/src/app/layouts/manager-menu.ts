// Side menu of the manager area built from the configured forms (docs/product/gestor-crm-vendas.md §2.2, §3):
// { id, root, ordem, descricao, icone, url }. `root` is the parent form's id (null/unknown = top).
import type { Formulario } from '../../api/config';

export interface MenuNode {
  id: number;
  label: string;
  icon: string | null;
  /** Route inside the app, or an external address; null for a group without a page. */
  to: string | null;
  external: boolean;
  children: MenuNode[];
}

/** 'usuarios' -> '/gestor/usuarios'; '/financeiro' stays; 'gestor/x' -> '/gestor/x'; http(s) stays. */
export function resolveMenuUrl(url: string | null | undefined): { to: string | null; external: boolean } {
  const u = url?.trim();
  if (!u || u === '#') return { to: null, external: false };
  if (/^https?:\/\//i.test(u)) return { to: u, external: true };
  if (u.startsWith('/')) return { to: u, external: false };
  const rel = u.replace(/^\.\//, '');
  return { to: rel.startsWith('gestor/') ? `/${rel}` : `/gestor/${rel}`, external: false };
}

const byOrder = (a: Formulario, b: Formulario) =>
  a.ordem - b.ordem || a.descricao.localeCompare(b.descricao, 'pt-BR');

export function buildMenu(formularios: readonly Formulario[]): MenuNode[] {
  const ids = new Set(formularios.map((f) => f.id));
  const isTop = (f: Formulario) => f.root === null || f.root === f.id || !ids.has(f.root);
  const toNode = (f: Formulario, seen: Set<number>): MenuNode => {
    const next = new Set(seen).add(f.id);
    const children = formularios
      .filter((c) => c.root === f.id && c.id !== f.id && !next.has(c.id))
      .sort(byOrder)
      .map((c) => toNode(c, next));
    return { id: f.id, label: f.descricao, icon: f.icone, ...resolveMenuUrl(f.url), children };
  };
  return formularios
    .filter(isTop)
    .sort(byOrder)
    .map((f) => toNode(f, new Set()));
}
