import type { ReactNode } from 'react';
import './badge.css';

/** Spec §4 status styles: active (green), pending (amber), banned (red). */
export function Badge({ kind, children }: { kind: 'active' | 'pending' | 'banned'; children: ReactNode }) {
  return <span className={`badge badge--${kind}`}>{children}</span>;
}
