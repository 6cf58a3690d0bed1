import { cn } from '@naija-homes/ui-kit/lib/cn';
import type { MouseEvent } from 'react';
import { useEffect, useRef } from 'react';
import { useScrollSpy } from '../hooks/use-scroll-spy';

export const listingSections = [
  { id: 'overview', label: 'Overview' },
  { id: 'property-details', label: 'Property Details' },
  { id: 'amenities', label: 'Amenities' },
  { id: 'location', label: 'Location' },
] as const;

const sectionIds = listingSections.map((section) => section.id);
/** The shell's sticky header (4 rem) and these tabs (about 3 rem). */
const COVERED_TOP = 116;

/**
 * In-page navigation that stays under the header. These are links (each works without script as #anchor), with
 * aria-current on the section being read, not ARIA tabs: nothing is hidden, the page scrolls.
 */
export function SectionTabs() {
  const { active, goTo } = useScrollSpy(sectionIds, COVERED_TOP);
  const list = useRef<HTMLUListElement>(null);

  // Keeps the current tab in view when the row is wider than a phone. Not on arrival, at the first tab, where the
  // row already starts: measuring it then made the browser lay the page out in the middle of React's commit.
  const arrived = useRef(false);
  useEffect(() => {
    const first = !arrived.current;
    arrived.current = true;
    if (first && active === sectionIds[0]) return;
    const row = list.current;
    const tab = row?.querySelector<HTMLElement>(`a[href="#${active}"]`);
    if (!row || !tab) return;
    const left = tab.offsetLeft - row.offsetLeft;
    const right = left + tab.offsetWidth;
    if (left < row.scrollLeft) row.scrollLeft = left - 16;
    else if (right > row.scrollLeft + row.clientWidth) row.scrollLeft = right - row.clientWidth + 16;
  }, [active]);

  // A shared link to a section (#amenities) lands there once the listing has rendered.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (sectionIds.some((section) => section === id)) goTo(id);
  }, [goTo]);

  function onClick(event: MouseEvent<HTMLAnchorElement>, id: string) {
    event.preventDefault();
    goTo(id);
  }

  return (
    <nav
      aria-label="Listing sections"
      className="sticky top-16 z-30 -mx-4 border-b border-border bg-surface/95 px-4 backdrop-blur supports-[backdrop-filter]:bg-surface/85"
    >
      <ul ref={list} className="flex gap-1 overflow-x-auto [scrollbar-width:none]">
        {listingSections.map((section) => (
          <li key={section.id} className="shrink-0">
            <a
              href={`#${section.id}`}
              aria-current={active === section.id ? 'location' : undefined}
              onClick={(event) => onClick(event, section.id)}
              className={cn(
                'relative flex h-12 items-center px-3 text-sm font-medium whitespace-nowrap text-muted-foreground hover:text-foreground',
                'after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full',
                'aria-[current]:text-primary aria-[current]:after:bg-primary',
              )}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
