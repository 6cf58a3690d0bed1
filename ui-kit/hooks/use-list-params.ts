import { useDebounce } from '@naija-homes/ui-kit/hooks/use-debounce';
import { useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { pageParam, withParams } from '@naija-homes/ui-kit/lib/search-params';
import { useState } from 'react';

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
export function useUrlText(urlValue: string) {
  const [text, setText] = useState(urlValue);
  const [seen, setSeen] = useState(urlValue);
  if (urlValue !== seen) {
    setSeen(urlValue);
    if (urlValue !== text.trim()) setText(urlValue);
  }
  return { text, setText, debounced: useDebounce(text.trim()) };
}

/**
 * useUrlText for a list's search box kept in the URL parameter `key`, changed through useListParams's `update`:
 * spread `box` onto SearchFilter. Each change shows at once and goes into the address at once, back to page 1 (a
 * new search's first page); the list asks for `debounced`. `setText` empties the box when the filters are cleared.
 */
export function useUrlSearch(urlValue: string, key: string, update: (changes: Record<string, string | null>) => void) {
  const { text, setText, debounced } = useUrlText(urlValue);
  const onChange = (typed: string) => {
    setText(typed);
    update({ [key]: typed.trim(), page: null });
  };
  return { setText, debounced, box: { value: text, onChange } };
}
