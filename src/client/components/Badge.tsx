import type { ReactNode } from 'react';
import './badge.css';

/** Spec §4 status styles: active (green), pending (amber), banned (red). */
export function Badge({ kind, children, title }: { kind: 'active' | 'pending' | 'banned'; children: ReactNode; title?: string }) {
  return (
    <span className={`badge badge--${kind}`} title={title}>
      {children}
    </span>
  );
}
