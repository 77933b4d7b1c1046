import { useEffect } from 'react';

export const BRAND = 'Musical-Tickets';

/** Spec §1: admin pages show the document title '{title} - {brand}'. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} - ${BRAND}`;
  }, [title]);
}
