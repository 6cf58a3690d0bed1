import { describe, expect, mock, test } from 'bun:test';
import type { PropertyPhoto } from '@naija-homes/contracts/property';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent, render } = await import('@testing-library/react');
const { useState } = await import('react');
const { MemoryRouter } = await import('react-router');
const { PhotoCarousel } = await import('./photo-carousel');

const photo = (id: string, width = 1600): PropertyPhoto => ({
  _id: id,
  url: `/photos/${id}.webp`,
  cardUrl: `/photos/${id}-card.webp`,
  width,
  height: 1067,
});
const photos = [photo('a'), photo('b'), photo('c', 600), photo('d')];

/** The carousel with its index held by a parent, as the gallery and the viewer hold it. */
function Gallery({ start = 0, onIndexChange }: { start?: number; onIndexChange?: (index: number) => void }) {
  const [index, setIndex] = useState(start);
  return (
    <PhotoCarousel
      photos={photos}
      title="Lekki duplex"
      index={index}
      onIndexChange={(next) => {
        onIndexChange?.(next);
        setIndex(next);
      }}
      sizes="100vw"
      showArrows
    />
  );
}

const counter = (view: ReturnType<typeof render>) => view.getByText('Photo').parentElement?.textContent;

describe('the photo carousel', () => {
  test('every photo is described by the listing’s title and its place; a counter says which one shows', () => {
    const view = render(<Gallery />);
    const images = view.getAllByRole('img') as HTMLImageElement[];
    expect(images.map((image) => image.alt)).toEqual([
      'Lekki duplex: photo 1 of 4',
      'Lekki duplex: photo 2 of 4',
      'Lekki duplex: photo 3 of 4',
      'Lekki duplex: photo 4 of 4',
    ]);
    expect(counter(view)).toBe('Photo 1 / 4');
    expect(view.getByRole('list', { name: 'Lekki duplex: photos' }).tabIndex).toBe(0);
  });

  test('the arrow buttons step through the photos and stop at either end', () => {
    const view = render(<Gallery />);
    const previous = view.getByRole('button', { name: 'Previous photo' }) as HTMLButtonElement;
    const next = view.getByRole('button', { name: 'Next photo' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(counter(view)).toBe('Photo 3 / 4');
    expect(previous.disabled).toBe(false);
    fireEvent.click(next);
    expect(next.disabled).toBe(true);
    expect(counter(view)).toBe('Photo 4 / 4');
  });

  test('the arrow keys move one photo, held within the first and the last', () => {
    const onIndexChange = mock((_index: number) => {});
    const view = render(<Gallery start={3} onIndexChange={onIndexChange} />);
    const strip = view.getByRole('list', { name: 'Lekki duplex: photos' });
    fireEvent.keyDown(strip, { key: 'ArrowRight' });
    expect(onIndexChange).toHaveBeenLastCalledWith(3);
    fireEvent.keyDown(strip, { key: 'ArrowLeft' });
    fireEvent.keyDown(strip, { key: 'ArrowLeft' });
    expect(counter(view)).toBe('Photo 2 / 4');
    fireEvent.keyDown(strip, { key: 'Enter' });
    expect(counter(view)).toBe('Photo 2 / 4');
  });

  test('photos far from the current one load lazily; the card size is offered only for wide photos', () => {
    const view = render(<Gallery />);
    const images = view.getAllByRole('img') as HTMLImageElement[];
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy', 'lazy']);
    expect(images[0]?.getAttribute('srcset')).toBe('/photos/a-card.webp 640w, /photos/a.webp 1600w');
    expect(images[2]?.hasAttribute('srcset')).toBe(false);
  });

  test('one photo: no arrows and no counter', () => {
    const view = render(
      <PhotoCarousel
        photos={[photo('a')]}
        title="Studio"
        index={0}
        onIndexChange={() => {}}
        sizes="100vw"
        showArrows
      />,
    );
    expect(view.queryByRole('button')).toBeNull();
    expect(view.queryByText('Photo')).toBeNull();
  });

  test('as links to the viewer, only the current slide is in the tab order', () => {
    const view = render(
      <MemoryRouter>
        <PhotoCarousel
          photos={photos}
          title="Lekki duplex"
          index={1}
          onIndexChange={() => {}}
          slideHref={(slide) => `/properties/lekki-duplex/detail?type=photos&photo=${slide + 1}`}
          sizes="100vw"
        />
      </MemoryRouter>,
    );
    const links = view.getAllByRole('link') as HTMLAnchorElement[];
    expect(links.map((link) => link.tabIndex)).toEqual([-1, 0, -1, -1]);
    expect(links[1]?.getAttribute('href')).toBe('/properties/lekki-duplex/detail?type=photos&photo=2');
  });
});
