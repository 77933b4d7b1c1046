/** The outcome of a back-office action: a success note for screen readers to read out, or an error as an alert. */
export interface Notice {
  kind: 'success' | 'error';
  text: string;
}

export function NoticeLine({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <p className={`notice notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
      {notice.text}
    </p>
  );
}
