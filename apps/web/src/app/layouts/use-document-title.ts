import { useEffect } from 'react';
import { APP_NAME } from '@portal/shared/labels';

/** The page title carries the logged-in user's name (spec 02 §1). */
export function useDocumentTitle(userName: string | undefined): void {
  useEffect(() => {
    document.title = userName ? `${APP_NAME} - ${userName}` : APP_NAME;
  }, [userName]);
}
