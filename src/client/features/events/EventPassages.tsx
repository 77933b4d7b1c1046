import { useRef } from 'react';
import type { EventDto } from '../../../shared/api/events';
import { useRevealOnce } from './motion';
import { type SchoolTextSource, useShopText } from '../../i18n/use-shop-text';

type Mark = { lang?: string; dir?: 'ltr' | 'rtl' };

function Passage({ title, text, accent, marks }: { title: string; text: string; accent: boolean; marks: { title: Mark; text: Mark } }) {
  const ref = useRef<HTMLElement>(null);
  const revealed = useRevealOnce(ref);
  return (
    <section ref={ref} className={`passage ${accent ? 'passage--accent' : 'passage--plain'} ${revealed ? 'is-revealed' : ''}`}>
      <h2 {...marks.title}>{title}</h2>
      <p {...marks.text}>{text}</p>
    </section>
  );
}

/** Spec §2 passages: two alternating styles, each fading in once scrolled into view. */
export function EventPassages({ passages, source }: { passages: EventDto['passages']; source?: SchoolTextSource }) {
  const { schoolTextOf } = useShopText();
  return (
    <div className="passages">
      {passages.map((passage, i) => (
        <Passage
          key={passage.title}
          title={passage.title}
          text={passage.text}
          accent={i % 2 === 1}
          marks={{ title: schoolTextOf(source, `passages.${i}.title`), text: schoolTextOf(source, `passages.${i}.text`) }}
        />
      ))}
    </div>
  );
}
