import { Button } from '@naija-homes/ui-kit/components/button';
import { Link } from 'react-router';
import { Container } from '../shared/container';

export function NotFoundPage() {
  return (
    <Container className="grid justify-items-center gap-4 py-20 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="max-w-md text-muted-foreground">
        The page you are looking for has moved or never existed. Try a search for homes instead.
      </p>
      <div className="flex gap-2">
        <Button asChild>
          <Link to="/">Go home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/properties">Browse properties</Link>
        </Button>
      </div>
    </Container>
  );
}
