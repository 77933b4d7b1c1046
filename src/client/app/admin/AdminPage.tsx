import { type ReactNode, useEffect } from 'react';

export const BRAND = 'Musical-Tickets';

/** Frame of every back-office screen; sets the document title '{title} - {brand}' (spec §1). */
export function AdminPage({ title, children }: { title: string; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} - ${BRAND}`;
  }, [title]);
  return (
    <main className="admin-page">
      <h1>{title}</h1>
      {children}
    </main>
  );
}
