// What the demo shop sells and who buys it. At scale 1 the accounts column adds up to 10 000 and
// accounts × profiles to 50 000 (demo-plan.test.ts checks it). Prices are whole pesos per month.

const words = (text: string): readonly string[] => text.split(' ');

export interface DemoService {
  name: string;
  url: string;
  price: number;
  maxProfiles: number;
  /** Accounts at scale 1: the popular services hold most of the stock. */
  accounts: number;
}

export const DEMO_SERVICES: readonly DemoService[] = [
  { name: 'Netflix', url: 'https://www.netflix.com', price: 18_000, maxProfiles: 5, accounts: 1800 },
  { name: 'Disney+', url: 'https://www.disneyplus.com', price: 14_000, maxProfiles: 4, accounts: 1000 },
  { name: 'Max', url: 'https://www.max.com', price: 13_000, maxProfiles: 5, accounts: 900 },
  { name: 'Prime Video', url: 'https://www.primevideo.com', price: 10_000, maxProfiles: 6, accounts: 900 },
  { name: 'Spotify Premium', url: 'https://www.spotify.com', price: 12_000, maxProfiles: 6, accounts: 800 },
  { name: 'YouTube Premium', url: 'https://www.youtube.com', price: 12_000, maxProfiles: 6, accounts: 700 },
  { name: 'Paramount+', url: 'https://www.paramountplus.com', price: 9_000, maxProfiles: 6, accounts: 400 },
  { name: 'Crunchyroll', url: 'https://www.crunchyroll.com', price: 9_000, maxProfiles: 4, accounts: 400 },
  { name: 'Apple TV+', url: 'https://tv.apple.com', price: 11_000, maxProfiles: 6, accounts: 300 },
  { name: 'ViX Premium', url: 'https://vix.com', price: 8_000, maxProfiles: 5, accounts: 400 },
  { name: 'Claro Video', url: 'https://www.clarovideo.com', price: 10_000, maxProfiles: 6, accounts: 300 },
  { name: 'DIRECTV GO', url: 'https://www.directvgo.com', price: 25_000, maxProfiles: 4, accounts: 300 },
  { name: 'Win Sports+', url: 'https://www.winsports.co', price: 22_000, maxProfiles: 4, accounts: 300 },
  { name: 'Canva Pro', url: 'https://www.canva.com', price: 8_000, maxProfiles: 5, accounts: 300 },
  { name: 'Deezer Premium', url: 'https://www.deezer.com', price: 9_000, maxProfiles: 6, accounts: 200 },
  { name: 'Tidal', url: 'https://tidal.com', price: 10_000, maxProfiles: 6, accounts: 100 },
  { name: 'MUBI', url: 'https://mubi.com', price: 9_000, maxProfiles: 2, accounts: 100 },
  { name: 'Universal+', url: 'https://www.universalplus.com', price: 9_000, maxProfiles: 5, accounts: 200 },
  { name: 'Apple Music', url: 'https://music.apple.com', price: 10_000, maxProfiles: 6, accounts: 200 },
  {
    name: 'Xbox Game Pass Ultimate',
    url: 'https://www.xbox.com',
    price: 25_000,
    maxProfiles: 1,
    accounts: 400,
  },
];

export const CLIENTS_AT_SCALE_1 = 5000;

/** First names by gender, so a second given name goes with the first (María José is fine too). */
export const FIRST_NAMES = [
  words(
    'María Valentina Camila Sofía Mariana Daniela Juliana Natalia Ángela Luisa Inés Mónica ' +
      'Verónica Lucía Paula Carolina Diana Yésica Leidy Yuliana Estefanía Marcela Gloria Salomé ' +
      'Sara Manuela Isabel Andrea',
  ),
  words(
    'José Andrés Sebastián Nicolás Julián Alejandro Santiago Felipe Óscar Iván Jesús Ramón ' +
      'Esteban Tomás Simón Martín Jhon Édgar Hernán Germán Fabián Adrián Cristian Kevin Brayan ' +
      'Néstor Rubén Jerónimo Matías Emilio',
  ),
] as const;

export const SURNAMES = words(
  'García Rodríguez Martínez López González Hernández Pérez Sánchez Ramírez Torres Gómez ' +
    'Díaz Vargas Rojas Moreno Jiménez Muñoz Castro Ortiz Rubio Suárez Gutiérrez Álvarez Ríos ' +
    'Peña Cárdenas Londoño Ospina Zapata Restrepo Agudelo Quintero Mejía Acuña Núñez Beltrán ' +
    'Patiño Valencia Córdoba Bermúdez Cañón Gaitán Arango Salazar Ibáñez',
);

/** Shops that buy profiles to resell them often trade under a name. */
export const RESELLER_PREFIXES = ['Tienda Digital', 'Pantallas', 'Streaming', 'Entretenimiento', 'Combos'];

export const MOBILE_PREFIXES = words(
  '300 301 302 304 305 310 311 312 313 314 315 316 317 318 319 320 321 322 323 324 350 351',
);

/** Landline area codes since 2021 (601 Bogotá, 604 Medellín, 602 Cali, 605 Barranquilla…). */
export const LANDLINE_PREFIXES = words('601 602 604 605 606 607 608');

/** Words account e-mails are made of: one of them in 4 letters matches about 1 % of accounts. */
export const USERNAME_WORDS = words(
  'luna sol mar rio cielo nube brisa roca pino cedro ceiba palma tigre puma condor colibri ' +
    'jaguar delfin halcon lobo zorro oso cafe cacao arepa mango guayaba lulo maracuya mora ' +
    'papaya coco andes caribe llano sierra valle costa selva paramo nevado laguna cumbia ' +
    'salsa vallenato bambuco porro joropo champeta merengue tango fuego trueno rayo estrella ' +
    'cometa aurora alba ocaso norte sur pixel turbo nitro ultra mega super prime play stream ' +
    'cine serie flix tv max plus pro vip top star gold azul verde rojo negro blanco dorado ' +
    'plata cobre jade rubi zafiro perla ambar onix coral topacio cuarzo granito',
);

export const EMAIL_DOMAINS = [
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'hotmail.com',
  'outlook.com',
  'yahoo.com',
];

export const ACCOUNT_OBSERVATIONS = [
  'Pago al proveedor por Nequi',
  'Pago al proveedor por Daviplata',
  'No cambiar la contraseña',
  'Correo con verificación en dos pasos',
  'Plan familiar',
  'Proveedor: StreamCol',
  'Proveedor: Pantallas Medellín',
  'Renovar con el proveedor antes del 5',
  'Cuenta de reemplazo por garantía',
  'Cliente pidió cambio de correo',
];

export const PROFILE_OBSERVATIONS = [
  'Paga por Nequi',
  'Paga por Bancolombia',
  'Recordar el día antes',
  'Cliente frecuente',
  'Usa el perfil en Smart TV',
  'Pidió PIN nuevo',
];

/** Staff accounts the demo creates, all with the demo password (README). */
export const DEMO_STAFF = [
  { username: 'laura.gomez', fullName: 'Laura Gómez', role: 'user' as const, dashboard: true },
  { username: 'andres.munoz', fullName: 'Andrés Muñoz', role: 'user' as const, dashboard: false },
  { username: 'sofia.pena', fullName: 'Sofía Peña', role: 'admin' as const, dashboard: true },
];

export const DEMO_PASSWORD = 'demo1234';

/** Whole thousands of pesos, as shops price. */
const thousands = (pesos: number) => Math.round(pesos / 1000) * 1000;

/**
 * The plans a demo service sells beside its "1 mes" (docs/decisions/039): 27 days a little
 * cheaper, and 3 calendar months at 10 % off, each with a reseller price in whole hundreds.
 */
export const demoPlansOf = (service: Pick<DemoService, 'price'>) => {
  const days27 = thousands(service.price * 0.9);
  const months3 = thousands(service.price * 3 * 0.9);
  return [
    {
      name: '27 días',
      durationDays: 27,
      price: days27,
      resellerPrice: Math.round((days27 * 0.8) / 100) * 100,
    },
    {
      name: '3 meses',
      durationMonths: 3,
      price: months3,
      resellerPrice: Math.round((months3 * 0.8) / 100) * 100,
    },
  ];
};
