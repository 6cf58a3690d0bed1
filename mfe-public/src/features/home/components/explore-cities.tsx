import { Link } from '@naija-homes/ui-kit/lib/router';
import { BuildingIcon } from 'lucide-react';

const cities = [
  { name: 'Lagos', areas: 'Lekki, Ikoyi, Yaba, Ikeja' },
  { name: 'Abuja', areas: 'Wuse 2, Maitama, Gwarinpa, Jabi' },
  { name: 'Port Harcourt', areas: 'GRA, Trans Amadi, Rumuokoro' },
  { name: 'Ibadan', areas: 'Bodija, Jericho, Ring Road' },
  { name: 'Enugu', areas: 'Independence Layout, GRA, Trans-Ekulu' },
  { name: 'Kano', areas: 'Nassarawa GRA, Bompai, Tarauni' },
  { name: 'Benin City', areas: 'GRA, Ugbowo, Sapele Road' },
];

/** Links to the search page for the main cities: every listing there, for sale, rent or short-let. */
export function ExploreCities() {
  return (
    <section
      className="bg-muted px-4 py-14 lazy-render [--lazy-render-size:46.5rem] md:[--lazy-render-size:16.5rem]"
      aria-labelledby="cities-heading"
    >
      <div className="mx-auto max-w-7xl">
        <h2 id="cities-heading" className="text-2xl font-bold">
          Explore by city
        </h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {cities.map((city) => (
            <li key={city.name}>
              <Link
                to={`/properties?search=${encodeURIComponent(city.name)}`}
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
  );
}
