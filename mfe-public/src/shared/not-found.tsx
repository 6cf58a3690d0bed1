import { MissingPage } from './missing-page';

/** An unknown address: why there is nothing here, and the ways back. */
export function NotFound() {
  return (
    <MissingPage
      mark={<p className="text-6xl font-bold text-primary">404</p>}
      title="Page not found"
      text="The page you are looking for has moved or never existed. Try a search for homes instead."
    />
  );
}
