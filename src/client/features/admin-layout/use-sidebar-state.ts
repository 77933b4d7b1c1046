import { useCallback, useEffect, useState } from 'react';

/** Spec §9 sidebar mobile breakpoint. */
export const MOBILE_BREAKPOINT = 768;

const isMobile = () => window.innerWidth < MOBILE_BREAKPOINT;
/** Spec §2: the sidebar starts expanded in landscape (and never over the page on a phone). */
const startsExpanded = () => !isMobile() && window.innerWidth >= window.innerHeight;

export function useSidebarState() {
  const [expanded, setExpanded] = useState(startsExpanded);
  const [mobile, setMobile] = useState(isMobile);
  useEffect(() => {
    const onResize = () => setMobile(isMobile());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  const toggle = useCallback(() => setExpanded((value) => !value), []);
  /** On a phone the open sidebar covers the page; following a link closes it. */
  const afterNavigate = useCallback(() => {
    if (isMobile()) setExpanded(false);
  }, []);
  return { expanded, mobile, toggle, afterNavigate };
}
