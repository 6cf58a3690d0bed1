// The packaged nearby places: well-known schools, supermarkets, gyms and restaurants around the demo listings
// (api/src/db/seed/demo-listings.ts), answered when neither MAPBOX_TOKEN nor OVERPASS_URL is set.
//
// How the list was made: by hand and offline (no map service could be reached), from the places' published
// addresses and the landmarks around them (malls, estates, main roads); only long-established places known to exist
// were kept, and any whose position could not be stated were left out. Positions are estimates, not survey points:
// those without a mark should be within a few hundred metres; those marked `~` after the area are placed only to
// their neighbourhood (up to about a kilometre off). Places open and close: check the list against OpenStreetMap
// (the Overpass source) before a release that leans on it. Coverage is uneven: Lagos has most, Kano and Benin City
// have none yet, and gyms are few.
//
// A city is `id`, `name` and an approximate centre, and its places one a line: `category | name | lat lng | street
// or area`. Ids are `ng:<city>:<category>:<slug of the name>`. The unit test checks that every place lies within
// NEARBY_RADIUS_M of its city's centre and inside Nigeria, and that no two share an id.

export interface PackagedCity {
  /** Slug used in the places' ids. */
  id: string;
  name: string;
  /** Approximate centre of the part of the city the places cover. */
  lat: number;
  lng: number;
  /** One place a line: `category | name | lat lng | street or area`; `#` starts a comment line. */
  places: string;
}

export const packagedCities: PackagedCity[] = [
  {
    id: 'lagos-island',
    name: 'Lagos Island, Ikoyi, Victoria Island and Lekki',
    lat: 6.445,
    lng: 3.46,
    places: `
      school | King's College | 6.4487 3.4015 | Catholic Mission Street, Lagos Island
      school | St. Gregory's College | 6.4505 3.4125 | Obalende, Ikoyi ~
      school | Corona School, Victoria Island | 6.4305 3.4175 | Victoria Island ~
      school | American International School of Lagos | 6.4348 3.4303 | Louis Solomon Close, Victoria Island
      school | British International School Lagos | 6.4342 3.4468 | Landbridge Avenue, Oniru Estate
      supermarket | Shoprite, The Palms | 6.4352 3.4510 | The Palms Shopping Mall, Bisola Durosinmi-Etti Drive, Lekki
      supermarket | Shoprite, Circle Mall | 6.4365 3.5250 | Circle Mall, Jakande, Lekki-Epe Expressway
      supermarket | Ebeano Supermarket, Chevron | 6.4435 3.5335 | Chevron Drive, Lekki ~
      gym | Ikoyi Club 1938 | 6.4545 3.4215 | Ikoyi Club Road, Ikoyi ~
      restaurant | Terra Kulture | 6.4300 3.4228 | Tiamiyu Savage Street, Victoria Island
      restaurant | Yellow Chilli | 6.4318 3.4208 | Oju Olobun Close, Victoria Island ~
      restaurant | Bature Brewery | 6.4298 3.4295 | Etim Inyang Crescent, Victoria Island ~
      restaurant | Hard Rock Cafe Lagos | 6.4270 3.4435 | Landmark Village, Water Corporation Drive, Oniru
      restaurant | Shiro | 6.4278 3.4418 | Water Corporation Drive, Oniru ~
    `,
  },
  {
    id: 'lagos-mainland',
    name: 'Lagos Mainland: Ikeja, Maryland, Yaba, Surulere and Gbagada',
    lat: 6.55,
    lng: 3.365,
    places: `
      school | Queen's College | 6.5020 3.3780 | Yaba ~
      school | Igbobi College | 6.5285 3.3680 | Igbobi, Yaba
      school | St. Finbarr's College | 6.5268 3.3905 | Akoka, Yaba ~
      school | CMS Grammar School | 6.5385 3.3890 | Bariga ~
      school | Baptist Academy | 6.5395 3.3645 | Ikorodu Road, Obanikoro ~
      school | Greensprings School, Anthony | 6.5605 3.3705 | Olatunde Ayoola Avenue, Anthony Village
      school | Grange School | 6.5810 3.3540 | Harold Shodipo Crescent, Ikeja GRA ~
      supermarket | Shoprite, Ikeja City Mall | 6.6137 3.3578 | Obafemi Awolowo Way, Alausa, Ikeja
      supermarket | Shoprite, Maryland Mall | 6.5690 3.3665 | Ikorodu Road, Maryland
      supermarket | Shoprite, Adeniran Ogunsanya Mall | 6.4938 3.3568 | Adeniran Ogunsanya Street, Surulere
      restaurant | Yellow Chilli, Ikeja | 6.5830 3.3555 | Joel Ogunnaike Street, Ikeja GRA ~
    `,
  },
  {
    id: 'abuja',
    name: 'Abuja',
    lat: 9.065,
    lng: 7.47,
    places: `
      supermarket | Shoprite, Jabi Lake Mall | 9.0683 7.4248 | Bala Sokoto Way, Jabi
      supermarket | Shoprite, Wuse 2 | 9.0805 7.4690 | Ademola Adetokunbo Crescent, Wuse 2 ~
      supermarket | SPAR, Ceddi Plaza | 9.0545 7.4888 | Tafawa Balewa Way, Central Business District ~
      supermarket | Sahad Stores | 9.0395 7.4890 | Ahmadu Bello Way, Garki Area 11 ~
      restaurant | Wakkis | 9.0800 7.4760 | Wuse 2 ~
      restaurant | Nkoyo | 9.0790 7.4770 | Wuse 2 ~
    `,
  },
  {
    id: 'port-harcourt',
    name: 'Port Harcourt',
    lat: 4.81,
    lng: 7.02,
    places: `
      school | Federal Government Girls' College, Abuloma | 4.7930 7.0580 | Abuloma ~
      supermarket | Shoprite, Port Harcourt Mall | 4.7775 7.0135 | Azikiwe Road, Port Harcourt ~
    `,
  },
  {
    id: 'ibadan',
    name: 'Ibadan',
    lat: 7.4,
    lng: 3.89,
    places: `
      school | International School Ibadan | 7.4430 3.8975 | University of Ibadan ~
      school | Government College Ibadan | 7.3795 3.8520 | Apata ~
      school | Ibadan Grammar School | 7.3725 3.8935 | Molete ~
      school | St. Anne's School | 7.3700 3.8955 | Molete ~
      supermarket | Shoprite, Cocoa Mall | 7.3890 3.8875 | Cocoa Mall, Dugbe ~
      restaurant | Kokodome | 7.3893 3.8870 | Cocoa Mall, Dugbe ~
    `,
  },
  {
    id: 'enugu',
    name: 'Enugu',
    lat: 6.45,
    lng: 7.5,
    places: `
      school | College of the Immaculate Conception | 6.4270 7.4960 | Uwani ~
      supermarket | Shoprite, Polo Park Mall | 6.4495 7.5085 | Abakaliki Road, GRA ~
    `,
  },
];
