import { describe, expect, it } from 'vitest';
import { checkText, sectionsOf, slugOf } from './check-doc-citations.mjs';
import { repoint } from './repoint-doc-citations.mjs';

const DOCS = {
  'docs/product/portal-cliente.md': '# Portal\n\n## 1. What\n\n## 4. States\n\n### Cart\n\n## 8. Errors\n',
  'docs/product/gestor-crm-vendas.md':
    '# Gestor\n\n## 2. Screens\n\n### 2.7 Customers (manager)\n\n### 2.10 Product\n',
  'docs/product/arquitetura.md': '# Arq\n\n## 2a. Patterns\n\n## 5. The ERP boundary\n',
};
const getDoc = (p) => DOCS[p];
const check = (file, text) => checkText(file, text, getDoc).map((p) => `${p.file}:${p.line}: ${p.message}`);

describe('citation check', () => {
  it('reads the section numbers of the headings', () => {
    expect([...sectionsOf(DOCS['docs/product/gestor-crm-vendas.md'])]).toEqual(['2', '2.7', '2.10']);
    expect([...sectionsOf(DOCS['docs/product/arquitetura.md'])]).toEqual(['2a', '5']);
  });

  it('accepts good citations: one section, several, a range, a named subsection, a link', () => {
    const text = [
      '// The cart (docs/product/portal-cliente.md §4 Cart; errors: §8).',
      '/** Customers (docs/product/gestor-crm-vendas.md §2.7, §2.10) and docs/product/arquitetura.md §2a. */',
      "describe('ranges (docs/product/gestor-crm-vendas.md §2.7–2.10)', () => {});",
      '// docs/product/portal-cliente.md',
      '// §1 and §4, cited across a line break',
      '// a library path: node_modules/x/docs/missing.md §9 is not a citation',
    ].join('\n');
    expect(check('apps/web/src/x.ts', text)).toEqual([]);
    expect(check('docs/product/README.md', 'See [portal-cliente.md §4](portal-cliente.md).\n')).toEqual([]);
    expect(
      check('docs/ARCHITECTURE.md', 'See [the boundary](product/arquitetura.md#5-the-erp-boundary).\n'),
    ).toEqual([]);
  });

  it('fails on a file that does not exist', () => {
    expect(check('apps/api/src/a.ts', '// see docs/product/precos.md §3\n')).toEqual([
      'apps/api/src/a.ts:1: cites docs/product/precos.md, which does not exist',
    ]);
    expect(check('docs/product/README.md', 'a\n[precos](precos.md)\n')).toEqual([
      'docs/product/README.md:2: cites docs/product/precos.md, which does not exist',
    ]);
  });

  it('fails on a section without a heading', () => {
    expect(
      check('apps/api/src/a.ts', 'x\ny\n// rules (docs/product/portal-cliente.md §4, §5, §8)\n'),
    ).toEqual(['apps/api/src/a.ts:3: cites docs/product/portal-cliente.md §5, which has no such heading']);
    expect(check('e2e/a.test.ts', '// docs/product/gestor-crm-vendas.md §2.7–2.11\n')).toEqual([
      'e2e/a.test.ts:1: cites docs/product/gestor-crm-vendas.md §2.11, which has no such heading',
    ]);
    expect(
      check('docs/product/README.md', '[boundary](arquitetura.md#6-web)\n[x §9](portal-cliente.md)\n'),
    ).toEqual([
      'docs/product/README.md:1: links docs/product/arquitetura.md#6-web, which has no such heading',
      'docs/product/README.md:2: cites docs/product/portal-cliente.md §9, which has no such heading',
    ]);
  });

  it('fails on a citation of a document outside the repository, in every form used', () => {
    const text = [
      '// Cart rules (spec 01 §4, §7)',
      "describe('cart screen (spec 01 §2 Cart)', () => {});",
      '// ERP data (design §5); error shape: design.md §4',
      '// boleto (fiscal-documents.md §1)',
      '// it has the buttons of spec §4',
      '// editable (spec',
      '// 02 §2.7)',
    ].join('\n');
    expect(check('apps/web/src/x.ts', text)).toEqual([
      "apps/web/src/x.ts:1: 'spec 01' cites the specification outside the repository; cite docs/product/ instead",
      "apps/web/src/x.ts:2: 'spec 01' cites the specification outside the repository; cite docs/product/ instead",
      "apps/web/src/x.ts:3: 'design.md' cites the design guide outside the repository; cite docs/product/ instead",
      "apps/web/src/x.ts:3: 'design §' cites the design guide outside the repository; cite docs/product/ instead",
      "apps/web/src/x.ts:4: 'fiscal-documents' cites the fiscal documents outside the repository; cite docs/product/ instead",
      "apps/web/src/x.ts:5: 'spec §' cites a specification section without its document; cite docs/product/ instead",
      "apps/web/src/x.ts:6: 'spec 02' cites the specification outside the repository; cite docs/product/ instead",
    ]);
  });

  it('leaves alone what only looks like a citation', () => {
    const text = [
      "import { boleto } from '@portal/shared/fiscal/boleto';",
      "import type { Topology } from 'topojson-specification';",
      '// the design of the table; the spec names both; a special case (spec: upper case)',
      '/** the fiscal documents of the order */',
    ].join('\n');
    expect(check('apps/web/src/x.ts', text)).toEqual([]);
  });

  it('makes GitHub anchors', () => {
    expect(slugOf('5. The ERP boundary')).toBe('5-the-erp-boundary');
    expect(slugOf('2.7 Customers (manager)')).toBe('27-customers-manager');
  });
});

describe('re-pointing', () => {
  it('rewrites every outside form to the product docs, keeping the sections, and only once', () => {
    const text = [
      '// Cart rules (spec 01 §4, §7); manager (spec 02 §2.2–2.6, §3); ERP (design §5; design.md)',
      '// boleto (fiscal-documents.md §1)',
    ].join('\n');
    const { text: out, count } = repoint(text);
    expect(count).toBe(5);
    expect(out).toBe(
      [
        '// Cart rules (docs/product/portal-cliente.md §4, §7); manager',
        '// (docs/product/gestor-crm-vendas.md §2.2–2.6, §3); ERP (docs/product/arquitetura.md §5;',
        '// docs/product/arquitetura.md) boleto (docs/product/documentos-fiscais.md §1)',
      ].join('\n'),
    );
    expect(repoint(out)).toEqual({ text: out, count: 0 });
  });

  it('wraps a grown comment into the next line of the same comment, never before a §', () => {
    const text = [
      '/**',
      ' * The first problem of the pre-registration, in the order of spec 01 §5: model, brand, plate, driver',
      ' * name, CPF.',
      ' */',
    ].join('\n');
    const out = repoint(text).text.split('\n');
    expect(out).toEqual([
      '/**',
      ' * The first problem of the pre-registration, in the order of docs/product/portal-cliente.md §5: model, brand,',
      ' * plate, driver name, CPF.',
      ' */',
    ]);
    expect(out.every((l) => l.length <= 110)).toBe(true);
  });

  it('turns a one-line JSDoc that grew past the width into a block', () => {
    const text =
      '  /** Generic handling of an error answer (spec 01 §8); httpStatus defaults to the body status. */\n  x();';
    expect(repoint(text).text.split('\n')).toEqual([
      '  /**',
      '   * Generic handling of an error answer (docs/product/portal-cliente.md §8); httpStatus defaults to the body',
      '   * status.',
      '   */',
      '  x();',
    ]);
  });

  it("moves a citation split after 'spec' onto one line", () => {
    const md = '- **Edits.** Customers are editable (spec\n  02 §2.7, §2.10); the ERP overwrites them.\n';
    expect(repoint(md, true).text).toBe(
      '- **Edits.** Customers are editable\n  (docs/product/gestor-crm-vendas.md §2.7, §2.10); the ERP overwrites them.\n',
    );
  });

  it('leaves Markdown code blocks and tables unwrapped', () => {
    const md =
      '```\nsrc/api   fetch client (token, spec 01 §8 handling) | and a long diagram line that goes past\n```\n';
    const out = repoint(md, true).text;
    expect(out.split('\n')).toHaveLength(4);
    expect(out).toContain('docs/product/portal-cliente.md §8 handling');
  });
});
