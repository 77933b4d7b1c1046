import { useRef } from 'react';
import type { EventDto } from '../../../shared/api/events';
import { useRevealOnce } from './motion';
import { useShopText } from '../../i18n/use-shop-text';

function Passage({ title, text, accent }: { title: string; text: string; accent: boolean }) {
  const ref = useRef<HTMLElement>(null);
  const revealed = useRevealOnce(ref);
  return (
    <section ref={ref} className={`passage ${accent ? 'passage--accent' : 'passage--plain'} ${revealed ? 'is-revealed' : ''}`}>
      <h2>{title}</h2>
      <p>{text}</p>
    </section>
  );
}

/** Spec §2 passages: two alternating styles, each fading in once scrolled into view. */
export function EventPassages({ passages }: { passages: EventDto['passages'] }) {
  const { schoolText } = useShopText();
  return (
    <div className="passages" {...schoolText}>
      {passages.map((passage, i) => (
        <Passage key={passage.title} title={passage.title} text={passage.text} accent={i % 2 === 1} />
      ))}
    </div>
  );
}
