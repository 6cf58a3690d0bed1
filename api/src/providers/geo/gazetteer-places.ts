// The offline gazetteer's towns and city neighbourhoods, on top of the states and LGAs of gazetteer-data.ts.
//
// Towns are the big cities whose name no LGA carries (an LGA such as Uyo or Zaria already stands for its town).
// Neighbourhoods are grouped by city and LGA; each entry is `Name lat lng`, with optional `|Alias`, separated by ';'.
// Coordinates are the neighbourhood's middle, to a few hundred metres; the LGA is the one it is usually filed under.

export interface TownData {
  name: string;
  aliases?: string[];
  state: string;
  lga: string;
  lat: number;
  lng: number;
}

export const towns: TownData[] = [
  { name: 'Abuja', state: 'Federal Capital Territory', lga: 'Abuja Municipal', lat: 9.0579, lng: 7.4951 },
  { name: 'Lagos', state: 'Lagos', lga: 'Lagos Island', lat: 6.455, lng: 3.3941 },
  { name: 'Ibadan', state: 'Oyo', lga: 'Ibadan North', lat: 7.3964, lng: 3.9167 },
  { name: 'Kano', state: 'Kano', lga: 'Kano Municipal', lat: 11.9964, lng: 8.5167 },
  { name: 'Enugu', state: 'Enugu', lga: 'Enugu North', lat: 6.453, lng: 7.51 },
  { name: 'Benin City', aliases: ['Benin'], state: 'Edo', lga: 'Oredo', lat: 6.335, lng: 5.627 },
  { name: 'Aba', state: 'Abia', lga: 'Aba South', lat: 5.1067, lng: 7.3667 },
  { name: 'Umuahia', state: 'Abia', lga: 'Umuahia North', lat: 5.525, lng: 7.492 },
  { name: 'Yola', state: 'Adamawa', lga: 'Yola South', lat: 9.2035, lng: 12.4954 },
  { name: 'Jimeta', state: 'Adamawa', lga: 'Yola North', lat: 9.28, lng: 12.458 },
  { name: 'Mubi', state: 'Adamawa', lga: 'Mubi North', lat: 10.268, lng: 13.264 },
  { name: 'Awka', state: 'Anambra', lga: 'Awka South', lat: 6.2105, lng: 7.0719 },
  { name: 'Onitsha', state: 'Anambra', lga: 'Onitsha North', lat: 6.1498, lng: 6.7857 },
  { name: 'Nnewi', state: 'Anambra', lga: 'Nnewi North', lat: 6.019, lng: 6.917 },
  { name: 'Azare', state: 'Bauchi', lga: 'Katagum', lat: 11.6765, lng: 10.1948 },
  { name: 'Calabar', state: 'Cross River', lga: 'Calabar Municipal', lat: 4.9757, lng: 8.3417 },
  { name: 'Asaba', state: 'Delta', lga: 'Oshimili South', lat: 6.198, lng: 6.731 },
  { name: 'Warri', state: 'Delta', lga: 'Warri South', lat: 5.5167, lng: 5.75 },
  { name: 'Auchi', state: 'Edo', lga: 'Etsako West', lat: 7.0676, lng: 6.2636 },
  { name: 'Owerri', state: 'Imo', lga: 'Owerri Municipal', lat: 5.4836, lng: 7.0333 },
  { name: 'Kaduna', state: 'Kaduna', lga: 'Kaduna North', lat: 10.523, lng: 7.438 },
  { name: 'Ilorin', state: 'Kwara', lga: 'Ilorin West', lat: 8.4966, lng: 4.5421 },
  { name: 'Minna', state: 'Niger', lga: 'Chanchaga', lat: 9.6139, lng: 6.5569 },
  { name: 'Abeokuta', state: 'Ogun', lga: 'Abeokuta South', lat: 7.1475, lng: 3.3619 },
  { name: 'Ota', aliases: ['Sango Ota'], state: 'Ogun', lga: 'Ado-Odo/Ota', lat: 6.69, lng: 3.23 },
  { name: 'Akure', state: 'Ondo', lga: 'Akure South', lat: 7.2526, lng: 5.1931 },
  { name: 'Ile-Ife', aliases: ['Ife'], state: 'Osun', lga: 'Ife Central', lat: 7.4824, lng: 4.5603 },
  { name: 'Ilesa', aliases: ['Ilesha'], state: 'Osun', lga: 'Ilesa East', lat: 7.62, lng: 4.74 },
  { name: 'Ogbomosho', state: 'Oyo', lga: 'Ogbomosho North', lat: 8.1333, lng: 4.25 },
  { name: 'Oyo', state: 'Oyo', lga: 'Oyo West', lat: 7.85, lng: 3.9333 },
  { name: 'Jos', state: 'Plateau', lga: 'Jos North', lat: 9.8965, lng: 8.8583 },
  { name: 'Sokoto', state: 'Sokoto', lga: 'Sokoto North', lat: 13.0622, lng: 5.2339 },
];

export interface NeighbourhoodGroup {
  city: string;
  state: string;
  lga: string;
  places: string;
}

export const neighbourhoods: NeighbourhoodGroup[] = [
  {
    city: 'Lagos',
    state: 'Lagos',
    lga: 'Eti-Osa',
    places: `Lekki 6.4460 3.5150; Lekki Phase 1 6.4474 3.4723; Victoria Island|VI 6.4281 3.4219; Ikoyi 6.4520 3.4350;
      Oniru 6.4353 3.4567; Banana Island 6.4648 3.4462; Ajah 6.4680 3.5680; Sangotedo 6.4700 3.6300;
      Chevron 6.4410 3.5290; Victoria Garden City|VGC 6.4680 3.5530; Ikate 6.4390 3.4960; Osapa London 6.4370 3.5380;
      Agungi 6.4400 3.5150; Ikota 6.4480 3.5470`,
  },
  {
    city: 'Lagos',
    state: 'Lagos',
    lga: 'Ikeja',
    places: `Ikeja GRA 6.5780 3.3550; Allen 6.6036 3.3530; Opebi 6.5960 3.3650; Alausa 6.6150 3.3570;
      Oregun 6.6080 3.3700; Maryland 6.5710 3.3670; Ogba 6.6300 3.3420; Ojodu 6.6430 3.3780; Omole 6.6320 3.3660`,
  },
  {
    city: 'Lagos',
    state: 'Lagos',
    lga: 'Kosofe',
    places: `Magodo 6.6200 3.3880; Ogudu 6.5760 3.3930; Gbagada 6.5560 3.3870; Ketu 6.5960 3.3900; Ojota 6.5850 3.3790;
      Anthony 6.5600 3.3690`,
  },
  { city: 'Lagos', state: 'Lagos', lga: 'Lagos Mainland', places: `Yaba 6.5090 3.3780; Ebute Metta 6.4850 3.3810` },
  { city: 'Lagos', state: 'Lagos', lga: 'Mushin', places: `Ilupeju 6.5560 3.3600` },
  { city: 'Lagos', state: 'Lagos', lga: 'Oshodi-Isolo', places: `Isolo 6.5370 3.3230; Oshodi 6.5550 3.3430` },
  {
    city: 'Lagos',
    state: 'Lagos',
    lga: 'Alimosho',
    places: `Egbeda 6.5920 3.2850; Ikotun 6.5500 3.2650; Ipaja 6.6140 3.2640`,
  },
  { city: 'Lagos', state: 'Lagos', lga: 'Amuwo-Odofin', places: `Festac Town|Festac 6.4660 3.2830` },
  { city: 'Lagos', state: 'Lagos', lga: 'Ibeju-Lekki', places: `Awoyaya 6.4700 3.6950` },
  {
    city: 'Abuja',
    state: 'Federal Capital Territory',
    lga: 'Abuja Municipal',
    places: `Maitama 9.0840 7.4960; Asokoro 9.0430 7.5250; Wuse 9.0660 7.4750; Wuse 2 9.0765 7.4786;
      Garki 9.0360 7.4880; Gwarinpa 9.1030 7.4080; Jabi 9.0680 7.4250; Utako 9.0720 7.4420; Katampe 9.1100 7.4550;
      Life Camp 9.0780 7.4080; Lugbe 8.9800 7.3750; Lokogoma 8.9880 7.4620; Apo 8.9950 7.5000; Guzape 9.0200 7.5150;
      Karu 9.0100 7.5600; Nyanya 9.0380 7.5650; Durumi 9.0220 7.4680; Wuye 9.0560 7.4490; Jahi 9.0870 7.4350;
      Kado 9.0800 7.4240; Mabushi 9.0810 7.4500; Central Business District|CBD 9.0560 7.4880; Gudu 9.0100 7.4790;
      Galadimawa 8.9950 7.4300`,
  },
  {
    city: 'Abuja',
    state: 'Federal Capital Territory',
    lga: 'Bwari',
    places: `Kubwa 9.1560 7.3300; Dawaki 9.1300 7.3800`,
  },
  {
    city: 'Port Harcourt',
    state: 'Rivers',
    lga: 'Port Harcourt',
    places: `Old GRA 4.7870 7.0130; D-Line 4.8050 6.9990; Borokiri 4.7560 7.0330; GRA Phase 1 4.8130 7.0030;
      Trans-Amadi 4.8110 7.0380`,
  },
  {
    city: 'Port Harcourt',
    state: 'Rivers',
    lga: 'Obio/Akpor',
    places: `GRA Phase 2 4.8230 7.0010; GRA Phase 3 4.8310 6.9940; Rumuola 4.8380 7.0090; Rumuokoro 4.8710 7.0010;
      Eliozu 4.8700 7.0350; Woji 4.8290 7.0560; Rumuibekwe 4.8470 7.0450; Ada George 4.8460 6.9750;
      Choba 4.8960 6.9050`,
  },
  {
    city: 'Ibadan',
    state: 'Oyo',
    lga: 'Ibadan North',
    places: `Bodija 7.4300 3.9130; Samonda 7.4290 3.8990; Agodi GRA 7.4100 3.9150; Mokola 7.4040 3.8920;
      University of Ibadan|UI 7.4440 3.8990`,
  },
  {
    city: 'Ibadan',
    state: 'Oyo',
    lga: 'Ibadan North-West',
    places: `Jericho 7.4020 3.8680; Dugbe 7.3880 3.8870`,
  },
  {
    city: 'Ibadan',
    state: 'Oyo',
    lga: 'Ibadan South-West',
    places: `Oluyole Estate|Oluyole 7.3550 3.8620; Ring Road 7.3650 3.8780; Challenge 7.3480 3.8830;
      Iyaganku 7.3830 3.8680`,
  },
  { city: 'Ibadan', state: 'Oyo', lga: 'Lagelu', places: `Akobo 7.4380 3.9600` },
  {
    city: 'Kano',
    state: 'Kano',
    lga: 'Nassarawa',
    places: `Nasarawa GRA|Nassarawa GRA 11.9950 8.5450; Bompai 12.0150 8.5520; Hotoro 11.9900 8.5700`,
  },
  { city: 'Kano', state: 'Kano', lga: 'Fagge', places: `Sabon Gari 12.0130 8.5300` },
  { city: 'Kano', state: 'Kano', lga: 'Tarauni', places: `Gyadi-Gyadi 11.9780 8.5300; Zoo Road 11.9820 8.5350` },
  {
    city: 'Enugu',
    state: 'Enugu',
    lga: 'Enugu North',
    places: `Independence Layout 6.4450 7.5140; GRA|Enugu GRA 6.4600 7.5000; Ogui 6.4400 7.4950; New Haven 6.4400 7.5220`,
  },
  {
    city: 'Enugu',
    state: 'Enugu',
    lga: 'Enugu East',
    places: `Trans-Ekulu 6.4720 7.5180; Abakpa 6.4900 7.5350; Emene 6.4740 7.5950`,
  },
  { city: 'Enugu', state: 'Enugu', lga: 'Enugu South', places: `Achara Layout 6.4230 7.4970; Uwani 6.4250 7.4900` },
  {
    city: 'Benin City',
    state: 'Edo',
    lga: 'Oredo',
    places: `GRA|Benin GRA 6.3190 5.6130; Sapele Road 6.3050 5.6150; Ugbor 6.2950 5.5950; Oka 6.3550 5.6450;
      Ekenwan Road 6.3350 5.5900; Airport Road 6.3200 5.6020`,
  },
  { city: 'Benin City', state: 'Edo', lga: 'Egor', places: `Ugbowo 6.4000 5.6150; Uselu 6.3800 5.6150` },
  { city: 'Benin City', state: 'Edo', lga: 'Ikpoba-Okha', places: `Ikpoba Hill 6.3280 5.6500; Aduwawa 6.3630 5.6750` },
];
