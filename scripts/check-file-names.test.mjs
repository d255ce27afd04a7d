import { describe, expect, it } from 'vitest';
import { checkPath } from './check-file-names.mjs';

const problems = (file) => checkPath(file).map((p) => p.message);

describe('file-name check', () => {
  it('accepts the convention: kebab-case modules, PascalCase components, qualified tests', () => {
    for (const file of [
      'apps/web/src/features/carrinho/components/OrderReview.tsx',
      'apps/web/src/features/carrinho/use-finalise.tsx',
      'apps/web/src/domain/carrinho/cart-rules.test.ts',
      'apps/web/src/features/auth/LoginPage.brand.test.tsx',
      'apps/web/src/altcha-i18n.d.ts',
      'apps/api/src/modules/gestor-clientes/save-cliente-gestor.ts',
      'apps/api/test/catalogo.perf.ts',
      'apps/api/test/pg-restart.fault.ts',
      'packages/shared/src/schemas/pedido-rapido.ts',
      'scripts/check-file-names.test.mjs',
      'e2e/carrinho.test.ts',
    ]) {
      expect(problems(file), file).toEqual([]);
    }
  });

  it('ignores what is not source or outside the checked trees', () => {
    expect(problems('apps/web/public/marcas/Logo_Grande.png')).toEqual([]);
    expect(problems('docs/NAMING.md')).toEqual([]);
    expect(problems('apps/api/drizzle/0001_Initial.sql')).toEqual([]);
  });

  it('refuses a PascalCase module that is not a component, and a component in camelCase', () => {
    expect(problems('apps/web/src/ui/UseDebounced.ts')).toEqual(["'UseDebounced.ts': kebab-case"]);
    expect(problems('apps/web/src/ui/orderReview.tsx')).toEqual([
      "'orderReview.tsx': componente em PascalCase (OrderReview.tsx) ou módulo em kebab-case",
    ]);
    expect(problems('apps/api/src/modules/pedidos/createPedido.ts')).toEqual([
      "'createPedido.ts': kebab-case",
    ]);
    expect(problems('apps/api/src/modules/pedidos/create_pedido.ts')).toEqual([
      "'create_pedido.ts': kebab-case",
    ]);
  });

  it('refuses folders that are not kebab-case and odd qualifiers', () => {
    expect(problems('apps/web/src/features/gestorClientes/ClientesPage.tsx')).toEqual([
      "pasta 'gestorClientes' fora do padrão kebab-case",
    ]);
    expect(problems('apps/web/src/ui/Dialog.Phone.test.tsx')).toEqual([
      "'Dialog.Phone.test.tsx': qualificador '.Phone' fora do padrão kebab-case",
    ]);
  });

  it("refuses 'Detalhe' in a file name: the technical word is 'Detail'", () => {
    expect(problems('apps/web/src/features/pedidos/PedidoDetalhePage.tsx')).toEqual([
      "'PedidoDetalhePage.tsx': 'Detail' (termo técnico em inglês), não 'Detalhe'",
    ]);
  });
});
