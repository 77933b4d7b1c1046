import { type ReactNode, useState } from 'react';
import { useDismissWhenOnline } from '../lib/use-dismiss-when-online';

/** The outcome of a back-office action: a success note for screen readers to read out, or an error as an alert. */
export interface Notice {
  kind: 'success' | 'error';
  text: string;
}

export function NoticeLine({ notice }: { notice: Notice | null }) {
  // A change refused offline is no longer news once the connection is back; a new notice shows again.
  const [dismissed, setDismissed] = useState<Notice | null>(null);
  useDismissWhenOnline(notice?.text, () => setDismissed(notice));
  if (!notice || notice === dismissed) return null;
  return (
    <p className={`notice notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
      {notice.text}
    </p>
  );
}

/** A standing error in the notice style: a screen that could not load, or a refused action's message. */
export function ErrorLine({ children }: { children: ReactNode }) {
  return (
    <p className="notice notice--error" role="alert">
      {children}
    </p>
  );
}
