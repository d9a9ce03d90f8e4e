// Rows of links that scroll sideways on phones (Min side's sections, the search tabs): the current page's link is
// scrolled into view, so a patron on /min-side/profil sees 'Profil' marked instead of the first few sections.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** `const row = useCurrentInView<HTMLUListElement>(); <ul ref={row}>… <a aria-current="page">` */
export function useCurrentInView<T extends HTMLElement>() {
  const row = useRef<T>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const list = row.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    // Wide screens wrap the row instead; nothing to scroll.
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const offset = current.getBoundingClientRect().left - list.getBoundingClientRect().left;
    // Centred where possible; only the row moves, never the page (scrollIntoView could scroll the window too).
    list.scrollLeft += offset - (list.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return row;
}
