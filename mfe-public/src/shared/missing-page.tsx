import { Button } from '@naija-homes/ui-kit/components/button';
import { Link } from '@naija-homes/ui-kit/lib/router';
import type { ReactNode } from 'react';
import { Container } from './container';

/** What a visitor sees where there is nothing to show (an unknown page or listing): why, and the ways back. */
export function MissingPage({ mark, title, text }: { mark: ReactNode; title: string; text: string }) {
  return (
    <Container className="grid justify-items-center gap-4 py-20 text-center">
      {mark}
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="max-w-md text-muted-foreground">{text}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to="/properties">Browse properties</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Go home</Link>
        </Button>
      </div>
    </Container>
  );
}
