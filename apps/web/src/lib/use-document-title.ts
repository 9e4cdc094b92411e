import { useEffect } from 'react';

export const APP_NAME = 'Quartier';

/** Sets the browser tab title: '<page> · Quartier'. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
