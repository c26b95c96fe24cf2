import { useEffect } from 'react';

const SITE_NAME = 'Lodestar Casino';

/** Each page names itself in the tab and in the browser history. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${SITE_NAME}` : SITE_NAME;
  }, [pageTitle]);
}
