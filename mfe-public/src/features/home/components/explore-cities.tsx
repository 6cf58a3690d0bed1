import { Link } from '@naija-homes/ui-kit/lib/router';
import { BuildingIcon } from 'lucide-react';

// Each card searches by the listings' own place, not by words: "Kano" as text also finds Abuja's Aminu Kano
// Crescent. Lagos listings name their area (Lekki, Ikeja) as the city, so Lagos is searched as a state. (Plain
// URLSearchParams: the search's schema would bring zod into the home page's first load.)
const cities: Array<{ name: string; areas: string; place: Record<string, string> }> = [
  { name: 'Lagos', areas: 'Lekki, Ikoyi, Yaba, Ikeja', place: { state: 'Lagos' } },
  { name: 'Abuja', areas: 'Wuse 2, Maitama, Gwarinpa, Jabi', place: { city: 'Abuja' } },
  { name: 'Port Harcourt', areas: 'GRA, Trans Amadi, Rumuokoro', place: { city: 'Port Harcourt' } },
  { name: 'Ibadan', areas: 'Bodija, Jericho, Ring Road', place: { city: 'Ibadan' } },
  { name: 'Enugu', areas: 'Independence Layout, GRA, Trans-Ekulu', place: { city: 'Enugu' } },
  { name: 'Kano', areas: 'Nassarawa GRA, Bompai, Tarauni', place: { city: 'Kano' } },
  { name: 'Benin City', areas: 'GRA, Ugbowo, Sapele Road', place: { city: 'Benin City' } },
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
                to={`/properties?${new URLSearchParams(city.place)}`}
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
