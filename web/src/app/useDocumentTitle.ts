import { useEffect } from 'react';
import { BRAND_NAME } from '../../../common/brand';

/** Each screen names itself, so tabs, history and screen readers say where the user is. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND_NAME}` : BRAND_NAME;
  }, [title]);
}
