import { SEARCH_TEXT_MAX } from '@naija-homes/contracts/search';
import { Input } from '@naija-homes/ui-kit/components/input';
import { useDebounce } from '@naija-homes/ui-kit/hooks/use-debounce';
import { useLocation, useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { SearchIcon, XIcon } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';

/**
 * Free-text search that follows the typing after a 500 ms pause (spec §9) and at once on Enter. It also
 * follows the URL when that changes from elsewhere (back button, reset link). A real GET form, with the page's other
 * choices as hidden fields: in the server's first paint, before any script runs, Enter still searches (the server
 * paints the results); once the app runs, it searches in place.
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const debounced = useDebounce(text);
  // The last value this box and the URL agreed on; stops the two from echoing each other.
  const committed = useRef(value);
  // The latest callback, read without re-running the effect below: it must fire when the typing settles, not
  // whenever the page hands down a new callback (which happens on every URL change, reset links included).
  const search = useRef(onSearch);
  search.current = onSearch;
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // A new text starts again from the first page.
  const kept = [...params].filter(([name]) => name !== 'search' && name !== 'page');

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (debounced.trim() === committed.current.trim()) return;
    committed.current = debounced.trim();
    search.current(debounced.trim());
  }, [debounced]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === committed.current.trim()) return;
    committed.current = text.trim();
    onSearch(text.trim());
  }

  return (
    <form role="search" action={pathname} method="get" onSubmit={submit} className="relative min-w-0 flex-1">
      {kept.map(([name, kept], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a name may repeat; the list is rebuilt from the URL as a whole.
        <input key={`${name}-${index}`} type="hidden" name={name} value={kept} />
      ))}
      <label htmlFor="property-search" className="sr-only">
        Search by city, neighbourhood or address
      </label>
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id="property-search"
        name="search"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={SEARCH_TEXT_MAX}
        placeholder="Lekki, Wuse 2, Bodija…"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="h-11 pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setText('');
            committed.current = '';
            onSearch('');
          }}
          className="absolute top-1/2 right-2 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-muted"
        >
          <XIcon aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </form>
  );
}
