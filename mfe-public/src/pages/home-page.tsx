import { propertyForOptions } from '@naija-homes/contracts/enums';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Input } from '@naija-homes/ui-kit/components/input';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { BadgeCheckIcon, BuildingIcon, HandshakeIcon, SearchIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FeaturedCarousel } from '../features/featured/featured-carousel';

const forLabels: Record<(typeof propertyForOptions)[number], string> = {
  sale: 'For sale',
  rent: 'For rent',
  'short-let': 'Short-let',
};

const cities = [
  { name: 'Lagos', areas: 'Lekki, Ikoyi, Yaba, Ikeja' },
  { name: 'Abuja', areas: 'Wuse 2, Maitama, Gwarinpa, Jabi' },
  { name: 'Port Harcourt', areas: 'GRA, Trans Amadi, Rumuokoro' },
  { name: 'Ibadan', areas: 'Bodija, Jericho, Ring Road' },
  { name: 'Enugu', areas: 'Independence Layout, GRA, Trans-Ekulu' },
  { name: 'Kano', areas: 'Nassarawa GRA, Bompai, Tarauni' },
  { name: 'Benin City', areas: 'GRA, Ugbowo, Sapele Road' },
];

const steps = [
  {
    icon: SearchIcon,
    title: 'Search with confidence',
    text: 'Filter homes and offices by city, price, bedrooms and more.',
  },
  {
    icon: BadgeCheckIcon,
    title: 'Deal with verified agents',
    text: 'Agents prove their identity and credentials before they can list.',
  },
  {
    icon: HandshakeIcon,
    title: 'Message, visit, offer',
    text: 'Chat with the agent, book a viewing and send your offer online.',
  },
];

export function HomePage() {
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
    <main>
      <section className="bg-gradient-to-br from-primary to-primary-hover px-4 py-16 text-white sm:py-24">
        <div className="mx-auto grid max-w-4xl gap-6 text-center">
          <h1 className="text-3xl font-bold sm:text-5xl">Find your next home in Nigeria</h1>
          <p className="text-lg text-white/85">
            Homes and offices for sale, rent and short-let, listed by verified agents.
          </p>
          <form
            onSubmit={submit}
            className="mx-auto grid w-full max-w-2xl gap-3 rounded-card bg-surface p-3 text-foreground shadow-xl"
          >
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

      <FeaturedCarousel />

      <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="how-heading">
        <h2 id="how-heading" className="text-2xl font-bold">
          How Naija Homes works
        </h2>
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          {steps.map((step) => (
            <div key={step.title} className="rounded-card border border-border p-6">
              <step.icon className="size-8 text-primary" aria-hidden="true" />
              <h3 className="mt-3 font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="bg-muted px-4 py-14" aria-labelledby="cities-heading">
        <div className="mx-auto max-w-7xl">
          <h2 id="cities-heading" className="text-2xl font-bold">
            Explore by city
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {cities.map((city) => (
              <li key={city.name}>
                <Link
                  to={`/properties?propertyFor=rent&search=${encodeURIComponent(city.name)}`}
                  className="block rounded-card bg-surface p-5 shadow-sm hover:shadow-md"
                >
                  <span className="flex items-center gap-2 font-semibold">
                    <BuildingIcon className="size-4 text-primary" aria-hidden="true" />
                    {city.name}
                  </span>
                  <span className="mt-1 block text-sm text-muted-foreground">{city.areas}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto grid max-w-7xl gap-4 px-4 py-14 md:grid-cols-[1fr_auto] md:items-center">
        <div>
          <h2 className="text-2xl font-bold">Are you an estate agent?</h2>
          <p className="mt-1 text-muted-foreground">
            Get verified, list your properties and reach buyers and tenants across Nigeria.
          </p>
        </div>
        <Button asChild size="lg">
          <Link to="/sign-up?role=AGENT">List as an agent</Link>
        </Button>
      </section>
    </main>
  );
}
