import { useEffect } from 'react';

/** Names the browser tab (and history, bookmarks, shared links' previews) after the page's subject. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} | Naija Homes`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
