import { useEffect } from 'react';
import { DEFAULT_SHOP_NAME } from '../../../shared/domain/shop-defaults';
import { useBrand } from '../../lib/public-config';

/** The brand until the configured shop name has loaded. */
export const BRAND = DEFAULT_SHOP_NAME;

/** Spec §1: admin pages show the document title '{title} - {brand}'; the brand is the configured shop name. */
export function useDocumentTitle(title: string): void {
  const brand = useBrand();
  useEffect(() => {
    document.title = `${title} - ${brand}`;
  }, [title, brand]);
}
