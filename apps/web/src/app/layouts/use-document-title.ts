import { useBrandDocument } from '../../api/marca';

/** The page title carries the brand and the logged-in user's name (spec 02 §1); the favicon is the brand's. */
export function useDocumentTitle(userName: string | undefined): void {
  useBrandDocument(userName);
}
