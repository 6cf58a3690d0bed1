import { useDebounce } from '@naija-homes/ui-kit/hooks/use-debounce';
import { useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { pageParam, withParams } from '@naija-homes/ui-kit/lib/search-params';
import { useEffect, useEffectEvent, useRef, useState } from 'react';

/**
 * A list screen's state kept in the URL (shareable, kept on reload and by back/forward): the parameters, the page,
 * and one way to change some of them. A filter's change replaces the history entry (typing or picking a status is
 * not a place to go back to); a new page is one.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | null>) =>
    setParams(withParams(params, changes), { replace: !('page' in changes && changes.page) });
  return {
    params,
    page: pageParam(params),
    update,
    /** Page 1 stays out of the URL. */
    setPage: (page: number) => update({ page: page > 1 ? String(page) : null }),
  };
}

/**
 * A search box whose text is kept in the URL: what is typed shows at once, the list asks for `debounced` once typing
 * pauses (500 ms), and a link or back/forward that changes the URL's value wins over what was typed.
 */
export function useUrlText(urlValue: string, isOwnWrite: (value: string) => boolean = () => false) {
  const [text, setText] = useState(urlValue);
  const [seen, setSeen] = useState(urlValue);
  if (urlValue !== seen) {
    setSeen(urlValue);
    // The echo of what this box itself put in the URL must not undo what was typed since.
    if (urlValue !== text.trim() && !isOwnWrite(urlValue)) setText(urlValue);
  }
  return { text, setText, debounced: useDebounce(text.trim()) };
}

/**
 * useUrlText for a list's search box kept in the URL parameter `key`, changed through useListParams's `update`:
 * spread `box` onto SearchFilter. What is typed shows at once; once typing pauses (500 ms) it goes into the address,
 * back to page 1 (a new search's first page), and the list asks for `debounced` (the URL's value). The page is not
 * reset before then: typing from page 3 would otherwise ask for the old search's page 1, a request nobody sees.
 * `setText` empties the box when the filters are cleared.
 */
export function useUrlSearch(urlValue: string, key: string, update: (changes: Record<string, string | null>) => void) {
  const written = useRef(urlValue);
  const { text, setText, debounced } = useUrlText(urlValue, (value) => value === written.current);
  const apply = useEffectEvent((value: string) => {
    if (value === urlValue) return;
    written.current = value;
    update({ [key]: value, page: null });
  });
  useEffect(() => apply(debounced), [debounced]);
  // The URL's value, not the box's debounced text: the search and its page change in one render, so the list never
  // asks for the new text on the old page.
  return { setText, debounced: urlValue, box: { value: text, onChange: setText } };
}
