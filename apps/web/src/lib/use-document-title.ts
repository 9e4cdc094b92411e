import { useEffect } from 'react';
import { useAssociation } from '@/api/get-association';

export const APP_NAME = 'Quartier';

/**
 * Sets the browser tab title: '<page> · <association>' once the association's name is known
 * (GET /association, anonymous, so the login page has it too), '<page> · Quartier' before.
 */
export function useDocumentTitle(title: string | undefined) {
  const name = useAssociation().data?.nom || APP_NAME;
  useEffect(() => {
    document.title = title ? `${title} · ${name}` : name;
  }, [title, name]);
}
