// The offline gazetteer's states and local government areas: the 36 states and the Federal Capital Territory, each
// with its capital and an approximate centre, and all 774 LGAs.
//
// An LGA entry is `Name lat lng` (the coordinates of its headquarters town, to about a kilometre), entries separated
// by ';'. Optional parts: `|Alias` (another name people search for) and `@City` (the city the LGA belongs to, for
// LGAs that are part of a city, such as the five Ibadan LGAs; otherwise the city is the LGA's own name).
// Names follow the official spellings. Coordinates were checked against LGA boundary polygons: each point lies in its
// LGA or, for a few headquarters towns on a boundary, within 5 km of it.

export interface StateData {
  /** Official name, letters and spaces only (it is what a listing's `state` holds). */
  name: string;
  /** What labels show after a place name, e.g. 'Ikeja, Lagos' or 'Maitama, Abuja Municipal, FCT'. */
  short?: string;
  aliases?: string[];
  capital: string;
  /** Approximate centre of the state. */
  lat: number;
  lng: number;
  lgas: string;
}

export const states: StateData[] = [
  {
    name: 'Abia',
    capital: 'Umuahia',
    lat: 5.45,
    lng: 7.52,
    lgas: `Aba North@Aba 5.125 7.370; Aba South@Aba 5.107 7.367; Arochukwu 5.386 7.911; Bende 5.559 7.633;
      Ikwuano 5.430 7.560; Isiala Ngwa North 5.340 7.400; Isiala Ngwa South 5.280 7.420; Isuikwuato 5.800 7.470;
      Obi Ngwa 5.170 7.440; Ohafia 5.615 7.830; Osisioma@Aba 5.150 7.330; Ugwunagbo 5.040 7.330;
      Ukwa East 4.930 7.420; Ukwa West 4.940 7.240; Umu Nneochi 5.980 7.400; Umuahia North@Umuahia 5.540 7.490;
      Umuahia South@Umuahia 5.470 7.470`,
  },
  {
    name: 'Adamawa',
    capital: 'Yola',
    lat: 9.33,
    lng: 12.4,
    lgas: `Demsa 9.450 12.150; Fufore 9.217 12.700; Ganye 8.430 12.050; Girei 9.360 12.550; Gombi 10.160 12.740;
      Guyuk 9.900 11.940; Hong 10.230 12.930; Jada 8.760 12.160; Lamurde 9.600 11.790; Madagali 10.890 13.630;
      Maiha 9.985 13.200; Mayo Belwa 9.050 12.060; Michika 10.620 13.390; Mubi North@Mubi 10.270 13.270;
      Mubi South@Mubi 10.200 13.310; Numan 9.470 12.030; Shelleng 9.900 12.100; Song 9.830 12.620;
      Toungo 8.120 12.050; Yola North@Yola 9.280 12.460; Yola South@Yola 9.200 12.490`,
  },
  {
    name: 'Akwa Ibom',
    capital: 'Uyo',
    lat: 4.91,
    lng: 7.85,
    lgas: `Abak 4.980 7.790; Eastern Obolo 4.550 7.700; Eket 4.640 7.920; Esit Eket 4.670 8.020;
      Essien Udim 5.120 7.640; Etim Ekpo 4.960 7.620; Etinan 4.850 7.850; Ibeno 4.560 7.990;
      Ibesikpo Asutan 4.940 7.960; Ibiono-Ibom 5.200 7.900; Ika 5.000 7.530; Ikono 5.170 7.780;
      Ikot Abasi 4.570 7.560; Ikot Ekpene 5.180 7.710; Ini 5.380 7.720; Itu 5.170 8.000; Mbo 4.630 8.280;
      Mkpat-Enin 4.730 7.750; Nsit-Atai 4.840 8.010; Nsit-Ibom 4.900 7.890; Nsit-Ubium 4.770 7.930;
      Obot Akara 5.250 7.630; Okobo 4.820 8.130; Onna 4.620 7.850; Oron 4.820 8.230; Oruk Anam 4.880 7.670;
      Udung-Uko 4.740 8.260; Ukanafun 4.920 7.600; Uruan 4.980 8.050; Urue-Offong/Oruko 4.730 8.180;
      Uyo 5.040 7.920`,
  },
  {
    name: 'Anambra',
    capital: 'Awka',
    lat: 6.22,
    lng: 6.94,
    lgas: `Aguata 6.030 7.080; Anambra East 6.340 6.850; Anambra West 6.500 6.730; Anaocha 6.120 7.060;
      Awka North 6.330 7.000; Awka South@Awka 6.210 7.070; Ayamelum 6.480 6.940; Dunukofia 6.200 6.950;
      Ekwusigo 5.960 6.850; Idemili North 6.150 6.880; Idemili South 6.080 6.880; Ihiala 5.850 6.860;
      Njikoka 6.180 6.980; Nnewi North@Nnewi 6.020 6.920; Nnewi South 5.930 6.950; Ogbaru 6.010 6.750;
      Onitsha North@Onitsha 6.160 6.790; Onitsha South@Onitsha 6.130 6.780; Orumba North 6.060 7.190;
      Orumba South 5.970 7.240; Oyi 6.270 6.920`,
  },
  {
    name: 'Bauchi',
    capital: 'Bauchi',
    lat: 10.78,
    lng: 9.99,
    lgas: `Alkaleri 10.270 10.330; Bauchi 10.310 9.840; Bogoro 9.660 9.600; Damban 11.680 10.710;
      Darazo 11.000 10.410; Dass 10.000 9.520; Gamawa 12.140 10.530; Ganjuwa 10.680 9.780; Giade 11.390 10.200;
      Itas/Gadau 11.860 9.980; Jama'are 11.670 9.930; Katagum 11.680 10.190; Kirfi 10.400 10.410;
      Misau 11.310 10.470; Ningi 11.070 9.570; Shira 11.460 10.130; Tafawa Balewa 9.760 9.560; Toro 10.060 9.070;
      Warji 11.170 9.730; Zaki 12.290 10.350`,
  },
  {
    name: 'Bayelsa',
    capital: 'Yenagoa',
    lat: 4.77,
    lng: 6.07,
    lgas: `Brass 4.310 6.240; Ekeremor 5.050 5.780; Kolokuma/Opokuma 5.130 6.300; Nembe 4.540 6.400;
      Ogbia 4.690 6.310; Sagbama 5.160 6.200; Southern Ijaw 4.800 6.070; Yenagoa 4.930 6.270`,
  },
  {
    name: 'Benue',
    capital: 'Makurdi',
    lat: 7.34,
    lng: 8.74,
    lgas: `Ado 6.800 7.960; Agatu 7.920 7.920; Apa 7.650 7.880; Buruku 7.450 9.200; Gboko 7.320 9.000;
      Guma 7.800 8.860; Gwer East 7.290 8.480; Gwer West 7.560 8.200; Katsina-Ala 7.170 9.280;
      Konshisha 6.990 8.750; Kwande 6.880 9.240; Logo 7.600 9.270; Makurdi 7.730 8.540; Obi 7.000 8.330;
      Ogbadibo 7.090 7.660; Ohimini 7.230 7.950; Oju 6.850 8.420; Okpokwu 7.050 7.820; Otukpo|Oturkpo 7.190 8.130;
      Tarka 7.570 8.820; Ukum 7.600 9.580; Ushongo 7.030 9.050; Vandeikya 6.790 9.070`,
  },
  {
    name: 'Borno',
    capital: 'Maiduguri',
    lat: 11.88,
    lng: 13.05,
    lgas: `Abadam 13.670 13.340; Askira/Uba 10.650 12.910; Bama 11.520 13.690; Bayo 10.400 11.670;
      Biu 10.610 12.190; Chibok 10.870 12.850; Damboa 11.160 12.760; Dikwa 12.040 13.920; Gubio 12.500 12.780;
      Guzamala 12.950 13.200; Gwoza 11.090 13.690; Hawul 10.560 12.410; Jere@Maiduguri 11.900 13.200;
      Kaga 11.810 12.490; Kala/Balge 12.280 14.470; Konduga 11.650 13.420; Kukawa 12.920 13.570;
      Kwaya Kusar 10.450 11.910; Mafa 11.920 13.600; Magumeri 12.110 12.830; Maiduguri 11.830 13.150;
      Marte 12.360 13.830; Mobbar 13.110 12.510; Monguno 12.670 13.610; Ngala 12.370 14.200;
      Nganzai 12.500 13.210; Shani 10.220 12.060`,
  },
  {
    name: 'Cross River',
    capital: 'Calabar',
    lat: 5.87,
    lng: 8.6,
    lgas: `Abi 5.890 8.050; Akamkpa 5.310 8.350; Akpabuyo 4.950 8.450; Bakassi 4.780 8.530; Bekwarra 6.680 8.880;
      Biase 5.600 8.060; Boki 6.260 8.910; Calabar Municipal@Calabar 4.980 8.350; Calabar South@Calabar 4.940 8.320;
      Etung 5.920 8.790; Ikom 5.960 8.710; Obanliku 6.440 9.280; Obubra 6.080 8.330; Obudu 6.670 9.170;
      Odukpani 5.130 8.350; Ogoja 6.660 8.800; Yakurr 5.810 8.080; Yala 6.550 8.600`,
  },
  {
    name: 'Delta',
    capital: 'Asaba',
    lat: 5.7,
    lng: 5.93,
    lgas: `Aniocha North 6.300 6.460; Aniocha South 6.170 6.520; Bomadi 5.160 5.930; Burutu 5.350 5.510;
      Ethiope East 5.700 6.050; Ethiope West 5.940 5.670; Ika North East 6.230 6.250; Ika South 6.250 6.200;
      Isoko North 5.540 6.240; Isoko South 5.460 6.210; Ndokwa East 5.550 6.520; Ndokwa West 5.710 6.430;
      Okpe 5.640 5.880; Oshimili North 6.260 6.610; Oshimili South@Asaba 6.200 6.730; Patani 5.230 6.190;
      Sapele 5.890 5.680; Udu 5.500 5.820; Ughelli North 5.490 5.990; Ughelli South 5.360 5.870;
      Ukwuani 5.850 6.150; Uvwie 5.560 5.780; Warri North 6.000 5.470; Warri South@Warri 5.520 5.750;
      Warri South-West 5.460 5.670`,
  },
  {
    name: 'Ebonyi',
    capital: 'Abakaliki',
    lat: 6.26,
    lng: 8.01,
    lgas: `Abakaliki 6.320 8.110; Afikpo North 5.890 7.940; Afikpo South 5.770 7.870; Ebonyi 6.380 8.150;
      Ezza North 6.200 8.020; Ezza South 6.160 8.070; Ikwo 6.080 8.180; Ishielu 6.430 7.830; Ivo 5.930 7.580;
      Izzi 6.500 8.220; Ohaozara 6.030 7.780; Ohaukwu 6.420 8.020; Onicha 6.080 7.830`,
  },
  {
    name: 'Edo',
    capital: 'Benin City',
    lat: 6.63,
    lng: 5.93,
    lgas: `Akoko-Edo 7.280 6.100; Egor@Benin City 6.380 5.620; Esan Central 6.730 6.220; Esan North-East 6.700 6.330;
      Esan South-East 6.650 6.380; Esan West 6.740 6.140; Etsako Central 7.090 6.500; Etsako East 7.100 6.690;
      Etsako West 7.070 6.270; Igueben 6.600 6.230; Ikpoba-Okha@Benin City 6.260 5.700;
      Oredo@Benin City 6.330 5.620; Orhionmwon 6.280 6.040; Ovia North-East 6.730 5.390;
      Ovia South-West 6.450 5.360; Owan East 6.970 6.030; Owan West 7.000 5.900; Uhunmwonde 6.590 5.880`,
  },
  {
    name: 'Ekiti',
    capital: 'Ado Ekiti',
    lat: 7.72,
    lng: 5.31,
    lgas: `Ado Ekiti 7.620 5.220; Efon 7.650 4.920; Ekiti East 7.760 5.720; Ekiti South-West 7.590 5.100;
      Ekiti West 7.700 5.050; Emure 7.430 5.460; Gbonyin 7.640 5.480; Ido Osi 7.840 5.180; Ijero 7.810 5.070;
      Ikere 7.500 5.230; Ikole 7.800 5.510; Ilejemeje 7.970 5.260; Irepodun/Ifelodun 7.670 5.130;
      Ise/Orun 7.460 5.420; Moba 7.990 5.120; Oye 7.800 5.330`,
  },
  {
    name: 'Enugu',
    capital: 'Enugu',
    lat: 6.55,
    lng: 7.42,
    lgas: `Aninri 6.060 7.580; Awgu 6.080 7.470; Enugu East@Enugu 6.490 7.560; Enugu North@Enugu 6.450 7.500;
      Enugu South@Enugu 6.420 7.490; Ezeagu 6.420 7.250; Igbo Etiti 6.660 7.430; Igbo Eze North 6.980 7.450;
      Igbo Eze South 6.900 7.410; Isi Uzo 6.780 7.710; Nkanu East 6.350 7.700; Nkanu West 6.310 7.550;
      Nsukka 6.860 7.400; Oji River 6.260 7.270; Udenu 6.920 7.510; Udi 6.310 7.420; Uzo Uwani 6.560 7.100`,
  },
  {
    name: 'Federal Capital Territory',
    short: 'FCT',
    aliases: ['FCT', 'Abuja FCT'],
    capital: 'Abuja',
    lat: 8.89,
    lng: 7.19,
    lgas: `Abaji 8.470 6.940; Abuja Municipal|AMAC@Abuja 9.060 7.490; Bwari 9.280 7.380; Gwagwalada 8.940 7.080;
      Kuje 8.880 7.230; Kwali 8.830 7.020`,
  },
  {
    name: 'Gombe',
    capital: 'Gombe',
    lat: 10.36,
    lng: 11.19,
    lgas: `Akko 10.050 11.210; Balanga 9.980 11.700; Billiri 9.860 11.220; Dukku 10.820 10.770;
      Funakaye 10.850 11.430; Gombe 10.290 11.170; Kaltungo 9.820 11.310; Kwami 10.470 11.120;
      Nafada 11.100 11.330; Shongom 9.720 11.210; Yamaltu/Deba 10.210 11.380`,
  },
  {
    name: 'Imo',
    capital: 'Owerri',
    lat: 5.57,
    lng: 7.06,
    lgas: `Aboh Mbaise 5.420 7.240; Ahiazu Mbaise 5.550 7.270; Ehime Mbano 5.670 7.300; Ezinihitte 5.460 7.310;
      Ideato North 5.900 7.100; Ideato South 5.820 7.100; Ihitte/Uboma 5.630 7.340; Ikeduru 5.560 7.130;
      Isiala Mbano 5.700 7.220; Isu 5.730 7.060; Mbaitoli 5.580 6.990; Ngor Okpala 5.370 7.120;
      Njaba 5.710 7.020; Nkwerre 5.760 7.110; Nwangele 5.700 7.130; Obowo 5.580 7.380; Oguta 5.710 6.810;
      Ohaji/Egbema 5.450 6.780; Okigwe 5.830 7.350; Orlu 5.800 7.030; Orsu 5.820 6.960; Oru East 5.730 6.960;
      Oru West 5.710 6.890; Owerri Municipal@Owerri 5.480 7.030; Owerri North@Owerri 5.500 7.080;
      Owerri West@Owerri 5.460 6.980; Unuimo 5.840 7.280`,
  },
  {
    name: 'Jigawa',
    capital: 'Dutse',
    lat: 12.23,
    lng: 9.56,
    lgas: `Auyo 12.360 9.950; Babura 12.770 9.010; Biriniwa 12.790 10.240; Birnin Kudu 11.450 9.480;
      Buji 11.550 9.620; Dutse 11.760 9.340; Gagarawa 12.410 9.530; Garki 12.410 9.190; Gumel 12.630 9.390;
      Guri 12.730 10.420; Gwaram 11.280 9.880; Gwiwa 12.730 8.250; Hadejia 12.450 10.040; Jahun 12.050 9.620;
      Kafin Hausa 12.240 9.910; Kaugama 12.480 9.740; Kazaure 12.650 8.410; Kiri Kasama 12.680 10.280;
      Kiyawa 11.780 9.600; Maigatari 12.810 9.450; Malam Madori 12.570 10.000; Miga 12.230 9.700;
      Ringim 12.150 9.160; Roni 12.600 8.300; Sule Tankarkar 12.660 9.180; Taura 12.260 9.370;
      Yankwashi 12.700 8.550`,
  },
  {
    name: 'Kaduna',
    capital: 'Kaduna',
    lat: 10.38,
    lng: 7.71,
    lgas: `Birnin Gwari 10.660 6.540; Chikun 10.430 7.630; Giwa 11.290 7.440; Igabi 10.820 7.470; Ikara 11.180 8.220;
      Jaba 9.450 8.020; Jema'a 9.580 8.290; Kachia 9.870 7.950; Kaduna North@Kaduna 10.550 7.440;
      Kaduna South@Kaduna 10.480 7.420; Kagarko 9.450 7.690; Kajuru 10.320 7.680; Kaura 9.600 8.390;
      Kauru 10.570 8.150; Kubau 10.970 8.400; Kudan 11.270 7.650; Lere 10.410 8.690; Makarfi 11.380 7.890;
      Sabon Gari@Zaria 11.120 7.720; Sanga 9.210 8.470; Soba 10.930 7.980; Zangon Kataf 9.780 8.290;
      Zaria 11.080 7.710`,
  },
  {
    name: 'Kano',
    capital: 'Kano',
    lat: 11.75,
    lng: 8.52,
    lgas: `Ajingi 11.980 9.050; Albasu 11.680 9.140; Bagwai 12.160 8.140; Bebeji 11.660 8.260; Bichi 12.230 8.240;
      Bunkure 11.690 8.550; Dala@Kano 12.010 8.510; Dambatta 12.430 8.520; Dawakin Kudu 11.840 8.600;
      Dawakin Tofa 12.100 8.340; Doguwa 10.870 8.710; Fagge@Kano 12.015 8.530; Gabasawa 12.170 8.900;
      Garko 11.640 8.800; Garun Mallam 11.660 8.380; Gaya 11.860 9.000; Gezawa 12.090 8.750; Gwale@Kano 11.990 8.500;
      Gwarzo 11.910 7.930; Kabo 11.850 8.230; Kano Municipal@Kano 12.000 8.520; Karaye 11.790 8.020;
      Kibiya 11.530 8.660; Kiru 11.700 8.130; Kumbotso@Kano 11.900 8.500; Kunchi 12.500 8.270; Kura 11.770 8.430;
      Madobi 11.780 8.290; Makoda 12.380 8.420; Minjibir 12.180 8.660; Nassarawa@Kano 12.000 8.560;
      Rano 11.560 8.580; Rimin Gado 11.960 8.250; Rogo 11.560 7.840; Shanono 12.040 7.990; Sumaila 11.530 8.950;
      Takai 11.520 9.120; Tarauni@Kano 11.960 8.540; Tofa 12.060 8.270; Tsanyawa 12.300 7.990;
      Tudun Wada 11.250 8.400; Ungogo@Kano 12.080 8.500; Warawa 11.900 8.720; Wudil 11.810 8.840`,
  },
  {
    name: 'Katsina',
    capital: 'Katsina',
    lat: 12.38,
    lng: 7.63,
    lgas: `Bakori 11.550 7.430; Batagarawa 12.890 7.620; Batsari 12.750 7.240; Baure 12.840 8.740;
      Bindawa 12.670 7.810; Charanchi 12.670 7.730; Dan Musa 12.260 7.340; Dandume 11.460 7.130; Danja 11.400 7.560;
      Daura 13.040 8.320; Dutsi 12.830 8.150; Dutsin-Ma 12.450 7.500; Faskari 11.720 7.030; Funtua 11.520 7.310;
      Ingawa 12.640 8.050; Jibia 13.090 7.230; Kafur 11.640 7.680; Kaita 13.080 7.730; Kankara 11.930 7.410;
      Kankia 12.550 7.820; Katsina 12.990 7.600; Kurfi 12.680 7.470; Kusada 12.450 7.960; Mai'Adua 13.190 8.210;
      Malumfashi 11.790 7.620; Mani 12.860 7.860; Mashi 12.980 7.950; Matazu 12.240 7.660; Musawa 12.130 7.670;
      Rimi 12.850 7.710; Sabuwa 11.220 7.030; Safana 12.420 7.410; Sandamu 12.960 8.400; Zango 13.040 8.530`,
  },
  {
    name: 'Kebbi',
    capital: 'Birnin Kebbi',
    lat: 11.49,
    lng: 4.23,
    lgas: `Aleiro 12.280 4.470; Arewa Dandi 12.550 3.820; Argungu 12.740 4.520; Augie 12.890 4.600;
      Bagudo 11.410 4.220; Birnin Kebbi 12.450 4.200; Bunza 12.090 4.010; Dandi 11.850 3.650; Fakai 11.550 4.980;
      Gwandu 12.500 4.640; Jega 12.220 4.380; Kalgo 12.320 4.200; Koko/Besse 11.420 4.520; Maiyama 12.080 4.370;
      Ngaski 10.350 4.600; Sakaba 11.150 5.540; Shanga 11.210 4.580; Suru 11.630 4.070; Wasagu/Danko 11.400 5.600;
      Yauri 10.880 4.740; Zuru 11.430 5.230`,
  },
  {
    name: 'Kogi',
    capital: 'Lokoja',
    lat: 7.73,
    lng: 6.69,
    lgas: `Adavi 7.640 6.350; Ajaokuta 7.560 6.650; Ankpa 7.370 7.630; Bassa 7.870 7.060; Dekina 7.690 7.040;
      Ibaji 7.000 6.750; Idah 7.110 6.740; Igalamela Odolu 7.170 6.830; Ijumu 7.860 6.000; Kabba/Bunu 7.830 6.070;
      Kogi 8.090 6.800; Lokoja 7.800 6.740; Mopa Muro 8.100 5.900; Ofu 7.330 7.000; Ogori/Magongo 7.450 6.190;
      Okehi 7.650 6.150; Okene 7.550 6.240; Olamaboro 7.180 7.440; Omala 7.870 7.540; Yagba East 8.260 5.810;
      Yagba West 8.220 5.640`,
  },
  {
    name: 'Kwara',
    capital: 'Ilorin',
    lat: 8.97,
    lng: 4.62,
    lgas: `Asa 8.400 4.430; Baruten 9.550 3.220; Edu 8.860 5.420; Ekiti 8.070 5.300; Ifelodun 8.820 5.020;
      Ilorin East@Ilorin 8.560 4.690; Ilorin South@Ilorin 8.450 4.570; Ilorin West@Ilorin 8.500 4.550;
      Irepodun 8.140 5.100; Isin 8.240 5.070; Kaiama 9.610 3.950; Moro 8.940 4.780; Offa 8.150 4.720;
      Oke Ero 8.080 5.160; Oyun 8.180 4.650; Patigi 8.730 5.760`,
  },
  {
    name: 'Lagos',
    capital: 'Ikeja',
    lat: 6.52,
    lng: 3.58,
    lgas: `Agege@Lagos 6.620 3.330; Ajeromi-Ifelodun@Lagos 6.450 3.340; Alimosho@Lagos 6.550 3.250;
      Amuwo-Odofin@Lagos 6.470 3.280; Apapa@Lagos 6.450 3.360; Badagry 6.420 2.880; Epe 6.580 3.980;
      Eti-Osa@Lagos 6.452 3.435; Ibeju-Lekki 6.470 3.900; Ifako-Ijaiye@Lagos 6.640 3.320; Ikeja@Lagos 6.600 3.350;
      Ikorodu 6.620 3.510; Kosofe@Lagos 6.590 3.390; Lagos Island@Lagos 6.455 3.394;
      Lagos Mainland@Lagos 6.490 3.380; Mushin@Lagos 6.530 3.350; Ojo@Lagos 6.460 3.180;
      Oshodi-Isolo@Lagos 6.540 3.330; Shomolu|Somolu@Lagos 6.540 3.380; Surulere@Lagos 6.500 3.350`,
  },
  {
    name: 'Nasarawa',
    aliases: ['Nassarawa'],
    capital: 'Lafia',
    lat: 8.5,
    lng: 8.2,
    lgas: `Akwanga 8.910 8.390; Awe 8.100 9.140; Doma 8.390 8.350; Karu 9.000 7.630; Keana 8.140 8.790;
      Keffi 8.850 7.870; Kokona 8.830 8.090; Lafia 8.490 8.520; Nasarawa 8.540 7.710; Nasarawa Egon 8.710 8.530;
      Obi 8.370 8.770; Toto 8.390 7.080; Wamba 8.940 8.600`,
  },
  {
    name: 'Niger',
    capital: 'Minna',
    lat: 9.93,
    lng: 5.6,
    lgas: `Agaie 9.010 6.320; Agwara 10.690 4.580; Bida 9.080 6.010; Borgu 9.880 4.510; Bosso@Minna 9.690 6.480;
      Chanchaga@Minna 9.610 6.550; Edati 9.140 5.620; Gbako 9.300 6.050; Gurara 9.180 7.100; Katcha 8.760 6.310;
      Kontagora 10.400 5.470; Lapai 9.050 6.570; Lavun 9.200 5.600; Magama 10.550 5.300; Mariga 10.480 5.850;
      Mashegu 9.970 5.790; Mokwa 9.300 5.050; Munya 10.020 7.110; Paikoro 9.440 6.630; Rafi 10.190 6.250;
      Rijau 11.100 5.260; Shiroro 9.860 6.710; Suleja 9.180 7.180; Tafa 9.250 7.230; Wushishi 9.730 6.070`,
  },
  {
    name: 'Ogun',
    capital: 'Abeokuta',
    lat: 6.99,
    lng: 3.47,
    lgas: `Abeokuta North@Abeokuta 7.180 3.300; Abeokuta South@Abeokuta 7.150 3.350; Ado-Odo/Ota 6.690 3.230;
      Ewekoro 6.930 3.210; Ifo 6.820 3.200; Ijebu East 6.960 4.130; Ijebu North 6.970 3.990;
      Ijebu North East 6.820 3.980; Ijebu Ode 6.820 3.920; Ikenne 6.870 3.720; Imeko Afon 7.450 2.850;
      Ipokia 6.530 2.840; Obafemi Owode 6.940 3.510; Odeda 7.220 3.510; Odogbolu 6.830 3.770;
      Ogun Waterside 6.480 4.350; Remo North 6.990 3.680; Sagamu|Shagamu 6.840 3.650; Yewa North 7.230 3.040;
      Yewa South 6.890 3.020`,
  },
  {
    name: 'Ondo',
    capital: 'Akure',
    lat: 6.95,
    lng: 5.05,
    lgas: `Akoko North-East 7.520 5.760; Akoko North-West 7.650 5.740; Akoko South-East 7.450 5.920;
      Akoko South-West 7.460 5.800; Akure North 7.350 5.260; Akure South@Akure 7.250 5.190; Ese Odo 6.270 4.890;
      Idanre 7.100 5.110; Ifedore 7.420 5.060; Ilaje 6.350 4.800; Ile Oluji/Okeigbo 7.210 4.870; Irele 6.490 4.870;
      Odigbo 6.750 4.880; Okitipupa 6.500 4.780; Ondo East 7.200 4.990; Ondo West 7.100 4.840; Ose 6.930 5.770;
      Owo 7.200 5.590`,
  },
  {
    name: 'Osun',
    capital: 'Osogbo',
    lat: 7.56,
    lng: 4.52,
    lgas: `Aiyedaade 7.480 4.350; Aiyedire 7.550 4.260; Atakunmosa East 7.500 4.820; Atakunmosa West 7.580 4.670;
      Boluwaduro 7.950 4.780; Boripe 7.900 4.680; Ede North 7.740 4.440; Ede South 7.700 4.420;
      Egbedore 7.770 4.400; Ejigbo 7.900 4.310; Ife Central 7.480 4.560; Ife East 7.400 4.610;
      Ife North 7.520 4.440; Ife South 7.190 4.700; Ifedayo 8.040 4.980; Ifelodun 7.910 4.670; Ila 8.010 4.900;
      Ilesa East 7.630 4.740; Ilesa West 7.620 4.720; Irepodun 7.840 4.490; Irewole 7.370 4.190; Isokan 7.340 4.180;
      Iwo 7.630 4.180; Obokun 7.790 4.720; Odo Otin 7.960 4.660; Ola Oluwa 7.770 4.150; Olorunda@Osogbo 7.780 4.570;
      Oriade 7.680 4.810; Orolu 7.870 4.480; Osogbo 7.770 4.560`,
  },
  {
    name: 'Oyo',
    capital: 'Ibadan',
    lat: 8.16,
    lng: 3.61,
    lgas: `Afijio 7.760 3.920; Akinyele 7.520 3.920; Atiba@Oyo 7.850 3.940; Atisbo 8.550 3.450; Egbeda 7.380 4.000;
      Ibadan North@Ibadan 7.400 3.910; Ibadan North-East@Ibadan 7.390 3.930; Ibadan North-West@Ibadan 7.390 3.880;
      Ibadan South-East@Ibadan 7.370 3.900; Ibadan South-West@Ibadan 7.350 3.870; Ibarapa Central 7.430 3.290;
      Ibarapa East 7.540 3.420; Ibarapa North 7.600 3.230; Ido 7.510 3.720; Irepo 9.080 3.850; Iseyin 7.970 3.600;
      Itesiwaju 8.190 3.700; Iwajowa 8.200 3.050; Kajola 8.030 3.350; Lagelu 7.470 4.020;
      Ogbomosho North@Ogbomosho 8.140 4.250; Ogbomosho South@Ogbomosho 8.120 4.240; Ogo Oluwa 7.980 4.260;
      Olorunsogo 8.750 4.130; Oluyole 7.270 3.870; Ona Ara 7.280 4.060; Oorelope 8.840 3.750; Ori Ire 8.260 4.130;
      Oyo East@Oyo 7.850 3.960; Oyo West@Oyo 7.840 3.910; Saki East 8.620 3.620; Saki West 8.670 3.390;
      Surulere 8.090 4.370`,
  },
  {
    name: 'Plateau',
    capital: 'Jos',
    lat: 9.22,
    lng: 9.52,
    lgas: `Barkin Ladi 9.540 8.900; Bassa 9.950 8.730; Bokkos 9.300 9.000; Jos East 9.950 9.080;
      Jos North@Jos 9.920 8.890; Jos South@Jos 9.790 8.870; Kanam 9.370 9.960; Kanke 9.400 9.550;
      Langtang North 9.140 9.790; Langtang South 8.600 9.810; Mangu 9.520 9.100; Mikang 9.000 9.560;
      Pankshin 9.330 9.440; Qua'an Pan 8.800 9.150; Riyom 9.640 8.760; Shendam 8.880 9.530; Wase 9.090 9.960`,
  },
  {
    name: 'Rivers',
    capital: 'Port Harcourt',
    lat: 4.84,
    lng: 6.91,
    lgas: `Abua/Odual 4.820 6.620; Ahoada East 5.080 6.650; Ahoada West 5.080 6.480; Akuku-Toru 4.710 6.790;
      Andoni 4.530 7.420; Asari-Toru 4.740 6.860; Bonny 4.440 7.170; Degema 4.770 6.760; Eleme 4.790 7.110;
      Emohua 4.880 6.860; Etche 5.080 7.060; Gokana 4.640 7.300; Ikwerre 5.000 6.880; Khana 4.670 7.370;
      Obio/Akpor@Port Harcourt 4.860 6.990; Ogba/Egbema/Ndoni 5.340 6.650; Ogu/Bolo 4.680 7.170; Okrika 4.740 7.080;
      Omuma 5.100 7.220; Opobo/Nkoro 4.510 7.540; Oyigbo 4.870 7.140; Port Harcourt|PH@Port Harcourt 4.780 7.010;
      Tai 4.720 7.240`,
  },
  {
    name: 'Sokoto',
    capital: 'Sokoto',
    lat: 13.0,
    lng: 5.3,
    lgas: `Binji 13.210 4.910; Bodinga 12.870 5.170; Dange Shuni 12.860 5.350; Gada 13.760 5.670;
      Goronyo 13.440 5.670; Gudu 13.420 4.450; Gwadabawa 13.360 5.240; Illela 13.730 5.300; Isa 13.200 6.400;
      Kebbe 12.080 4.800; Kware 13.220 5.270; Rabah 13.120 5.510; Sabon Birni 13.570 6.220; Shagari 12.640 5.150;
      Silame 13.040 4.840; Sokoto North@Sokoto 13.070 5.240; Sokoto South@Sokoto 13.040 5.230;
      Tambuwal 12.400 4.650; Tangaza 13.380 4.950; Tureta 12.580 5.580; Wamako@Sokoto 13.040 5.150;
      Wurno 13.290 5.420; Yabo 12.720 5.000`,
  },
  {
    name: 'Taraba',
    capital: 'Jalingo',
    lat: 7.99,
    lng: 10.77,
    lgas: `Ardo Kola 8.840 11.200; Bali 7.860 10.970; Donga 7.720 10.050; Gashaka 7.500 11.360; Gassol 8.650 10.780;
      Ibi 8.180 9.740; Jalingo 8.890 11.360; Karim Lamido 9.310 11.190; Kurmi 7.220 10.640; Lau 9.210 11.280;
      Sardauna 6.710 11.260; Takum 7.260 9.980; Ussa 7.160 10.010; Wukari 7.870 9.780; Yorro 8.870 11.620;
      Zing 8.990 11.750`,
  },
  {
    name: 'Yobe',
    capital: 'Damaturu',
    lat: 12.29,
    lng: 11.44,
    lgas: `Bade 12.870 11.040; Bursari 12.500 11.500; Damaturu 11.750 11.960; Fika 11.280 11.310; Fune 11.680 11.340;
      Geidam 12.890 11.930; Gujba 11.270 12.010; Gulani 10.770 11.720; Jakusko 12.370 10.770;
      Karasuwa 12.900 10.720; Machina 13.140 10.050; Nangere 11.860 11.070; Nguru 12.880 10.450;
      Potiskum 11.710 11.080; Tarmuwa 12.120 11.650; Yunusari 13.100 12.100; Yusufari 13.070 11.170`,
  },
  {
    name: 'Zamfara',
    capital: 'Gusau',
    lat: 12.12,
    lng: 6.22,
    lgas: `Anka 12.110 5.930; Bakura 12.710 5.870; Birnin Magaji/Kiyaw 12.560 6.900; Bukkuyum 11.950 5.680;
      Bungudu 12.270 6.560; Gummi 12.140 5.120; Gusau 12.160 6.660; Kaura Namoda 12.590 6.590;
      Maradun 12.560 6.240; Maru 12.330 6.400; Shinkafi 13.070 6.510; Talata Mafara 12.570 6.070;
      Tsafe 11.960 6.920; Zurmi 12.770 6.790`,
  },
];
