import { propertyForOptions } from '@naija-homes/contracts/enums';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Input } from '@naija-homes/ui-kit/components/input';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { useNavigate } from '@naija-homes/ui-kit/lib/router';
import { SearchIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';

const forLabels: Record<(typeof propertyForOptions)[number], string> = {
  sale: 'For sale',
  rent: 'For rent',
  'short-let': 'Short-let',
};

/**
 * The home page's banner: what to look for and where, sent to the search page. A real GET form to /properties, so
 * in the server's first paint, before any script runs, Enter or Search still searches.
 */
export function HomeHero() {
  const navigate = useNavigate();
  const [propertyFor, setPropertyFor] = useState<(typeof propertyForOptions)[number]>('rent');
  const [search, setSearch] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    const params = new URLSearchParams({ propertyFor });
    if (search.trim()) params.set('search', search.trim());
    navigate(`/properties?${params}`);
  }
  return (
    <section className="bg-gradient-to-br from-primary to-primary-hover px-4 py-16 text-white sm:py-24">
      <div className="mx-auto grid max-w-4xl gap-6 text-center">
        <h1 className="text-3xl font-bold sm:text-5xl">Find your next home in Nigeria</h1>
        <p className="text-lg text-white/85">
          Homes and offices for sale, rent and short-let, listed by verified agents.
        </p>
        <form
          action="/properties"
          method="get"
          onSubmit={submit}
          className="mx-auto grid w-full max-w-2xl gap-3 rounded-card bg-surface p-3 text-foreground shadow-xl"
        >
          <input type="hidden" name="propertyFor" value={propertyFor} />
          <div role="radiogroup" aria-label="Looking to" className="flex gap-1">
            {propertyForOptions.map((option) => (
              <button
                key={option}
                type="button"
                role="radio"
                aria-checked={propertyFor === option}
                onClick={() => setPropertyFor(option)}
                className={cn(
                  'flex-1 rounded-md px-3 py-2 text-sm font-medium',
                  propertyFor === option ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
                )}
              >
                {forLabels[option]}
              </button>
            ))}
          </div>
          <div className="flex gap-2">
            <label htmlFor="home-search" className="sr-only">
              City, neighbourhood or address
            </label>
            <Input
              id="home-search"
              name="search"
              placeholder="Lekki, Wuse 2, Bodija…"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Button type="submit">
              <SearchIcon aria-hidden="true" />
              Search
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
