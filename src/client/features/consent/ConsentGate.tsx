import type { ReactNode } from 'react';
import { ConsentPlaceholder } from './ConsentPlaceholder';
import { type ConsentCategory, useConsent } from './use-consent';
import './consent.css';

/** Renders an embed only with consent; otherwise the spec §4 placeholder and a way to the settings. */
export default function ConsentGate({ category, children }: { category: ConsentCategory; children: ReactNode }) {
  const consent = useConsent();
  if (consent === 'loading') return <div className="consent-placeholder" style={{ height: 300 }} />;
  if (consent?.[category]) return <>{children}</>;
  return <ConsentPlaceholder />;
}
