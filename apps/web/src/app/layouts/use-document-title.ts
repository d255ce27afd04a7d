import { useBrandDocument } from '../../api/marca';

/**
 * The page title carries the brand and the logged-in user's name (docs/product/gestor-crm-vendas.md §1); the
 * favicon is the brand's.
 */
export function useDocumentTitle(userName: string | undefined): void {
  useBrandDocument(userName);
}
