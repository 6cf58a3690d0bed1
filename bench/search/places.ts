// Where the benchmark's listings are: neighbourhoods of the seven cities the marketplace starts with, each with
// its centre, how far listings spread around it (degrees), its price level and its share of all listings.
// The weights follow where Nigerian listings actually are: Lagos first, then Abuja, then the other five.

export interface Neighbourhood {
  /** The area as titles name it. */
  name: string;
  /** The `city` column: Lagos areas are their own city on listing sites; Abuja and the others are one city. */
  city: string;
  state: string;
  lat: number;
  lng: number;
  /** Half-width of the spread around the centre, in degrees (0.01° ≈ 1.1 km). */
  spreadLat: number;
  spreadLng: number;
  /** Price level 1 modest … 3 prime. */
  tier: 1 | 2 | 3;
  /** Relative share of listings. */
  weight: number;
  streets: string[];
}

const lagos = (name: string, rest: Omit<Neighbourhood, 'name' | 'city' | 'state'>): Neighbourhood => ({
  name,
  city: name,
  state: 'Lagos',
  ...rest,
});
const inCity =
  (city: string, state: string) =>
  (name: string, rest: Omit<Neighbourhood, 'name' | 'city' | 'state'>): Neighbourhood => ({
    name,
    city,
    state,
    ...rest,
  });
const abuja = inCity('Abuja', 'Federal Capital Territory');
const portHarcourt = inCity('Port Harcourt', 'Rivers');
const ibadan = inCity('Ibadan', 'Oyo');
const kano = inCity('Kano', 'Kano');
const enugu = inCity('Enugu', 'Enugu');
const benin = inCity('Benin City', 'Edo');

export const neighbourhoods: Neighbourhood[] = [
  lagos('Lekki', {
    lat: 6.4474,
    lng: 3.4923,
    spreadLat: 0.015,
    spreadLng: 0.05,
    tier: 3,
    weight: 11,
    streets: [
      'Admiralty Way, Lekki Phase 1',
      'Freedom Way, Lekki Phase 1',
      'Fola Osibo Street, Lekki Phase 1',
      'Chevron Drive, Lekki',
      'Orchid Road, Lekki',
      'Ikate Elegushi, Lekki',
      'Osapa London, Lekki',
      'Agungi, Lekki',
    ],
  }),
  lagos('Ikoyi', {
    lat: 6.4541,
    lng: 3.4347,
    spreadLat: 0.012,
    spreadLng: 0.015,
    tier: 3,
    weight: 5,
    streets: [
      'Bourdillon Road, Ikoyi',
      'Glover Road, Ikoyi',
      'Kingsway Road, Ikoyi',
      'Banana Island, Ikoyi',
      'Parkview Estate, Ikoyi',
      'Gerrard Road, Ikoyi',
    ],
  }),
  lagos('Victoria Island', {
    lat: 6.4281,
    lng: 3.4219,
    spreadLat: 0.008,
    spreadLng: 0.018,
    tier: 3,
    weight: 5,
    streets: [
      'Ajose Adeogun Street',
      'Adeola Odeku Street',
      'Akin Adesola Street',
      'Ozumba Mbadiwe Avenue',
      'Saka Tinubu Street',
      'Kofo Abayomi Street',
    ],
  }),
  lagos('Ikeja', {
    lat: 6.5833,
    lng: 3.35,
    spreadLat: 0.025,
    spreadLng: 0.02,
    tier: 2,
    weight: 8,
    streets: [
      'Isaac John Street, Ikeja GRA',
      'Joel Ogunnaike Street, Ikeja GRA',
      'Oduduwa Crescent, Ikeja GRA',
      'Allen Avenue, Ikeja',
      'Opebi Road, Ikeja',
      'Oba Akran Avenue, Ikeja',
      'Alausa, Ikeja',
    ],
  }),
  lagos('Yaba', {
    lat: 6.5095,
    lng: 3.3711,
    spreadLat: 0.012,
    spreadLng: 0.012,
    tier: 1,
    weight: 5,
    streets: ['Herbert Macaulay Way, Yaba', 'Commercial Avenue, Sabo Yaba', 'Akoka Road, Yaba', 'Alagomeji, Yaba'],
  }),
  lagos('Ajah', {
    lat: 6.4698,
    lng: 3.5852,
    spreadLat: 0.015,
    spreadLng: 0.035,
    tier: 1,
    weight: 7,
    streets: [
      'Addo Road, Ajah',
      'Badore Road, Ajah',
      'Abraham Adesanya Estate, Ajah',
      'Lekki-Epe Expressway, Ajah',
      'Sangotedo, Ajah',
    ],
  }),
  lagos('Surulere', {
    lat: 6.5,
    lng: 3.354,
    spreadLat: 0.015,
    spreadLng: 0.015,
    tier: 1,
    weight: 5,
    streets: [
      'Adeniran Ogunsanya Street, Surulere',
      'Bode Thomas Street, Surulere',
      'Ojuelegba Road, Surulere',
      'Aguda, Surulere',
    ],
  }),
  lagos('Gbagada', {
    lat: 6.5536,
    lng: 3.387,
    spreadLat: 0.012,
    spreadLng: 0.01,
    tier: 2,
    weight: 4,
    streets: ['Diya Street, Gbagada Phase 2', 'Gbagada Expressway', 'Ifako, Gbagada', 'Soluyi, Gbagada'],
  }),
  lagos('Magodo', {
    lat: 6.62,
    lng: 3.38,
    spreadLat: 0.01,
    spreadLng: 0.012,
    tier: 2,
    weight: 3,
    streets: ['Shangisha, Magodo Phase 2', 'CMD Road, Magodo', 'Isheri, Magodo Phase 1'],
  }),
  lagos('Ikorodu', {
    lat: 6.6194,
    lng: 3.5105,
    spreadLat: 0.025,
    spreadLng: 0.03,
    tier: 1,
    weight: 3,
    streets: ['Ikorodu Road, Ikorodu', 'Ebute, Ikorodu', 'Ijede Road, Ikorodu'],
  }),
  abuja('Maitama', {
    lat: 9.088,
    lng: 7.493,
    spreadLat: 0.012,
    spreadLng: 0.015,
    tier: 3,
    weight: 4,
    streets: [
      'Gana Street, Maitama',
      'Aguiyi Ironsi Street, Maitama',
      'IBB Way, Maitama',
      'Mississippi Street, Maitama',
    ],
  }),
  abuja('Wuse 2', {
    lat: 9.0765,
    lng: 7.4786,
    spreadLat: 0.008,
    spreadLng: 0.01,
    tier: 2,
    weight: 4,
    streets: ['Aminu Kano Crescent, Wuse 2', 'Adetokunbo Ademola Crescent, Wuse 2', 'Ademola Adetokunbo, Wuse 2'],
  }),
  abuja('Garki', {
    lat: 9.033,
    lng: 7.489,
    spreadLat: 0.012,
    spreadLng: 0.012,
    tier: 2,
    weight: 3,
    streets: ['Ahmadu Bello Way, Garki', 'Area 11, Garki', 'Area 3, Garki'],
  }),
  abuja('Gwarinpa', {
    lat: 9.1099,
    lng: 7.4042,
    spreadLat: 0.012,
    spreadLng: 0.02,
    tier: 1,
    weight: 4,
    streets: ['3rd Avenue, Gwarinpa', '1st Avenue, Gwarinpa', '6th Avenue, Gwarinpa', '69 Road, Gwarinpa'],
  }),
  abuja('Jabi', {
    lat: 9.07,
    lng: 7.424,
    spreadLat: 0.008,
    spreadLng: 0.01,
    tier: 2,
    weight: 3,
    streets: ['Jabi Lake Road, Jabi', 'Obafemi Awolowo Way, Jabi'],
  }),
  abuja('Asokoro', {
    lat: 9.04,
    lng: 7.526,
    spreadLat: 0.01,
    spreadLng: 0.01,
    tier: 3,
    weight: 2,
    streets: ['Yakubu Gowon Crescent, Asokoro', 'Lake Chad Crescent, Asokoro'],
  }),
  abuja('Lugbe', {
    lat: 8.979,
    lng: 7.37,
    spreadLat: 0.015,
    spreadLng: 0.02,
    tier: 1,
    weight: 2,
    streets: ['Airport Road, Lugbe', 'FHA Estate, Lugbe'],
  }),
  portHarcourt('GRA Phase 2', {
    lat: 4.824,
    lng: 7.005,
    spreadLat: 0.01,
    spreadLng: 0.012,
    tier: 2,
    weight: 4,
    streets: ['Tombia Street, GRA Phase 2', 'Olu Obasanjo Road, GRA', 'Aba Road, GRA Phase 2'],
  }),
  portHarcourt('Trans Amadi', {
    lat: 4.812,
    lng: 7.04,
    spreadLat: 0.01,
    spreadLng: 0.012,
    tier: 1,
    weight: 2,
    streets: ['Trans Amadi Industrial Layout', 'Woji Road, Trans Amadi'],
  }),
  portHarcourt('Rumuola', {
    lat: 4.85,
    lng: 7.0,
    spreadLat: 0.01,
    spreadLng: 0.01,
    tier: 1,
    weight: 2,
    streets: ['Rumuola Road, Rumuola', 'Ikwerre Road, Rumuola'],
  }),
  portHarcourt('Peter Odili', {
    lat: 4.79,
    lng: 7.05,
    spreadLat: 0.01,
    spreadLng: 0.015,
    tier: 2,
    weight: 2,
    streets: ['Peter Odili Road', 'Eliozu Road, Peter Odili'],
  }),
  ibadan('Bodija', {
    lat: 7.435,
    lng: 3.915,
    spreadLat: 0.012,
    spreadLng: 0.012,
    tier: 1,
    weight: 3,
    streets: ['Awolowo Avenue, Old Bodija', 'Bodija Market Road, Bodija'],
  }),
  ibadan('Jericho', {
    lat: 7.4,
    lng: 3.87,
    spreadLat: 0.01,
    spreadLng: 0.01,
    tier: 1,
    weight: 2,
    streets: ['Jericho Reservation Road', 'Onireke, Jericho'],
  }),
  ibadan('Oluyole', {
    lat: 7.35,
    lng: 3.87,
    spreadLat: 0.012,
    spreadLng: 0.012,
    tier: 1,
    weight: 2,
    streets: ['Oluyole Estate', 'Ring Road, Oluyole'],
  }),
  kano('Nasarawa GRA', {
    lat: 12.015,
    lng: 8.54,
    spreadLat: 0.012,
    spreadLng: 0.012,
    tier: 1,
    weight: 3,
    streets: ['Race Course Road, Nasarawa GRA', 'Sultan Road, Nasarawa GRA'],
  }),
  kano('Tarauni', {
    lat: 11.97,
    lng: 8.54,
    spreadLat: 0.012,
    spreadLng: 0.012,
    tier: 1,
    weight: 2,
    streets: ['Maiduguri Road, Tarauni', 'Zoo Road, Tarauni'],
  }),
  enugu('Independence Layout', {
    lat: 6.445,
    lng: 7.51,
    spreadLat: 0.01,
    spreadLng: 0.01,
    tier: 1,
    weight: 2,
    streets: ['Nike Lake Road, Independence Layout', 'Bisala Road, Independence Layout'],
  }),
  enugu('Enugu GRA', {
    lat: 6.455,
    lng: 7.495,
    spreadLat: 0.008,
    spreadLng: 0.008,
    tier: 1,
    weight: 2,
    streets: ['Okpara Avenue, GRA', 'Ogui Road, GRA'],
  }),
  enugu('Trans-Ekulu', {
    lat: 6.47,
    lng: 7.515,
    spreadLat: 0.01,
    spreadLng: 0.01,
    tier: 1,
    weight: 2,
    streets: ['Trans-Ekulu Estate', 'Abakpa Road, Trans-Ekulu'],
  }),
  benin('Benin GRA', {
    lat: 6.32,
    lng: 5.615,
    spreadLat: 0.01,
    spreadLng: 0.012,
    tier: 1,
    weight: 3,
    streets: ['Ihama Road, GRA', 'Boundary Road, GRA'],
  }),
  benin('Ugbowo', {
    lat: 6.4,
    lng: 5.6,
    spreadLat: 0.012,
    spreadLng: 0.012,
    tier: 1,
    weight: 2,
    streets: ['Ugbowo-Lagos Road', 'Uselu, Ugbowo'],
  }),
  benin('Sapele Road', {
    lat: 6.3,
    lng: 5.63,
    spreadLat: 0.012,
    spreadLng: 0.012,
    tier: 1,
    weight: 1,
    streets: ['Sapele Road', 'Okhoro, Sapele Road'],
  }),
];

/** City centres for the radius searches (the spec's 30 km search area around a chosen place). */
export const cityCentres = {
  lagos: { lat: 6.5244, lng: 3.3792 },
  abuja: { lat: 9.0765, lng: 7.3986 },
  portHarcourt: { lat: 4.8156, lng: 7.0498 },
  ibadan: { lat: 7.3775, lng: 3.947 },
  kano: { lat: 12.0022, lng: 8.592 },
  enugu: { lat: 6.4584, lng: 7.5464 },
  beninCity: { lat: 6.335, lng: 5.6037 },
} as const;
