import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../features/admin-layout/use-document-title';

export { BRAND } from '../../features/admin-layout/use-document-title';

/** Frame of every back-office screen; sets the document title '{title} - {brand}' (spec §1). */
export function AdminPage({ title, children, actions }: { title: string; children?: ReactNode; actions?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <main className="admin-page">
      <div className="admin-page__head">
        <h1>{title}</h1>
        {actions}
      </div>
      {children}
    </main>
  );
}
