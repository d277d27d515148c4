// Issue 29 item 2: the stand-in for Brønnøysundregistrene's Enhetsregisteret on this machine (which
// has no internet): two dozen units with valid organisation numbers, served in the register's own
// JSON shape (`/enhetsregisteret/api/enheter?navn=…` and `/enhetsregisteret/api/enheter/<nr>`), either
// by a local HTTP server (tests, the benchmark, a developer who points BUSINESS_REGISTER_URL at it)
// or in-process when no register URL is configured (the demo).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FixtureUnit {
  orgNumber: string;
  name: string;
  address: string;
  postalCode: string;
  city: string;
  industryCode: string;
  industryName: string;
  employees: number;
}

export const FIXTURE_UNITS: readonly FixtureUnit[] = [
  {
    orgNumber: '981599411',
    name: 'FJORDKRAFT BYGG AS',
    address: 'Strandgata 12',
    postalCode: '5013',
    city: 'BERGEN',
    industryCode: '41.200',
    industryName: 'Oppføring av bygninger',
    employees: 48,
  },
  {
    orgNumber: '985660018',
    name: 'NORDLYS KANTINE OG CATERING AS',
    address: 'Storgata 88',
    postalCode: '9008',
    city: 'TROMSØ',
    industryCode: '56.290',
    industryName: 'Annen servering',
    employees: 22,
  },
  {
    orgNumber: '973517597',
    name: 'GRØNN VEKST GARTNERI AS',
    address: 'Ringveien 4',
    postalCode: '3050',
    city: 'MJØNDALEN',
    industryCode: '01.130',
    industryName: 'Dyrking av grønnsaker, meloner, rot- og knollvekster',
    employees: 15,
  },
  {
    orgNumber: '986372369',
    name: 'KYSTLINJE LOGISTIKK AS',
    address: 'Havnegata 3',
    postalCode: '6003',
    city: 'ÅLESUND',
    industryCode: '49.410',
    industryName: 'Godstransport på vei',
    employees: 64,
  },
  {
    orgNumber: '969838648',
    name: 'SOLSIDEN SYKEHJEM AS',
    address: 'Solsidevegen 20',
    postalCode: '7011',
    city: 'TRONDHEIM',
    industryCode: '87.101',
    industryName: 'Somatiske sykehjem',
    employees: 120,
  },
  {
    orgNumber: '948367823',
    name: 'VESTKANT RENHOLD AS',
    address: 'Bogstadveien 51',
    postalCode: '0366',
    city: 'OSLO',
    industryCode: '81.210',
    industryName: 'Vanlig rengjøring av bygninger',
    employees: 37,
  },
  {
    orgNumber: '944976914',
    name: 'TRØNDERBAKST AS',
    address: 'Bakkegata 7',
    postalCode: '7014',
    city: 'TRONDHEIM',
    industryCode: '10.710',
    industryName: 'Produksjon av brød og ferske konditorvarer',
    employees: 29,
  },
  {
    orgNumber: '952425188',
    name: 'BYDEL VEKST REGNSKAP AS',
    address: 'Torggata 15',
    postalCode: '0181',
    city: 'OSLO',
    industryCode: '69.201',
    industryName: 'Regnskap og bokføring',
    employees: 9,
  },
  {
    orgNumber: '925340065',
    name: 'FJELLTOPP HOTELL AS',
    address: 'Fjellvegen 101',
    postalCode: '2680',
    city: 'VÅGÅ',
    industryCode: '55.101',
    industryName: 'Drift av hoteller, pensjonater og moteller med restaurant',
    employees: 41,
  },
  {
    orgNumber: '968262408',
    name: 'SMART RETUR GJENVINNING AS',
    address: 'Industriveien 22',
    postalCode: '1481',
    city: 'HAGAN',
    industryCode: '38.320',
    industryName: 'Sortering og bearbeiding av avfall for materialgjenvinning',
    employees: 55,
  },
  {
    orgNumber: '900410808',
    name: 'MIDTBYEN SYKKEL OG SPORT AS',
    address: 'Kongens gate 30',
    postalCode: '7012',
    city: 'TRONDHEIM',
    industryCode: '47.640',
    industryName: 'Butikkhandel med sportsutstyr',
    employees: 12,
  },
  {
    orgNumber: '908022750',
    name: 'HAVBRIS FISKEFOREDLING AS',
    address: 'Kaiveien 2',
    postalCode: '8300',
    city: 'SVOLVÆR',
    industryCode: '10.201',
    industryName: 'Produksjon av saltfisk, tørrfisk og klippfisk',
    employees: 86,
  },
  {
    orgNumber: '931034707',
    name: 'LYSAKER IT-DRIFT AS',
    address: 'Lysaker torg 5',
    postalCode: '1366',
    city: 'LYSAKER',
    industryCode: '62.030',
    industryName: 'Forvaltning og drift av IT-systemer',
    employees: 73,
  },
  {
    orgNumber: '923120637',
    name: 'SANDNES VERKSTED AS',
    address: 'Verkstedveien 9',
    postalCode: '4306',
    city: 'SANDNES',
    industryCode: '33.120',
    industryName: 'Reparasjon av maskiner',
    employees: 31,
  },
  {
    orgNumber: '933835308',
    name: 'BERGEN BARNEHAGEDRIFT AS',
    address: 'Nygårdsgaten 40',
    postalCode: '5015',
    city: 'BERGEN',
    industryCode: '88.911',
    industryName: 'Barnehager',
    employees: 58,
  },
  {
    orgNumber: '991945369',
    name: 'SENTRUM FRISØR OG VELVÆRE AS',
    address: 'Markens gate 19',
    postalCode: '4611',
    city: 'KRISTIANSAND S',
    industryCode: '96.020',
    industryName: 'Frisering og annen skjønnhetspleie',
    employees: 6,
  },
  {
    orgNumber: '905649248',
    name: 'ØSTLANDET FLYTTEBYRÅ AS',
    address: 'Transportveien 6',
    postalCode: '2010',
    city: 'STRØMMEN',
    industryCode: '49.420',
    industryName: 'Flyttetransport',
    employees: 18,
  },
  {
    orgNumber: '961606675',
    name: 'NORDBYEN MALING OG TAPET AS',
    address: 'Malerveien 3',
    postalCode: '9405',
    city: 'HARSTAD',
    industryCode: '43.341',
    industryName: 'Malerarbeid',
    employees: 11,
  },
  {
    orgNumber: '905622250',
    name: 'HELSE OG HVERDAG ASSISTANSE AS',
    address: 'Omsorgsveien 1',
    postalCode: '3015',
    city: 'DRAMMEN',
    industryCode: '88.102',
    industryName: 'Hjemmehjelp',
    employees: 143,
  },
  {
    orgNumber: '997681533',
    name: 'VIKEN VAKTMESTERTJENESTER AS',
    address: 'Servicegata 11',
    postalCode: '1606',
    city: 'FREDRIKSTAD',
    industryCode: '81.100',
    industryName: 'Kombinerte tjenester tilknyttet eiendomsdrift',
    employees: 14,
  },
  {
    orgNumber: '970739378',
    name: 'LOFOTEN REISELIV AS',
    address: 'Torget 1',
    postalCode: '8373',
    city: 'BALLSTAD',
    industryCode: '79.110',
    industryName: 'Reisebyråvirksomhet',
    employees: 7,
  },
  {
    orgNumber: '928522075',
    name: 'STAVANGER KAFFEBRENNERI AS',
    address: 'Kirkegata 21',
    postalCode: '4006',
    city: 'STAVANGER',
    industryCode: '10.830',
    industryName: 'Bearbeiding av te og kaffe',
    employees: 16,
  },
  {
    orgNumber: '908740149',
    name: 'ALTA ELEKTRO AS',
    address: 'Markedsgata 5',
    postalCode: '9510',
    city: 'ALTA',
    industryCode: '43.210',
    industryName: 'Elektrisk installasjonsarbeid',
    employees: 24,
  },
  {
    orgNumber: '935313929',
    name: 'MØRE MØBELVERKSTED AS',
    address: 'Møbelvegen 8',
    postalCode: '6150',
    city: 'ØRSTA',
    industryCode: '31.090',
    industryName: 'Produksjon av annet møbel',
    employees: 33,
  },
];

/** A unit in Enhetsregisteret's JSON (the fields the adapter reads, as the open API names them). */
export function registerJson(unit: FixtureUnit) {
  return {
    organisasjonsnummer: unit.orgNumber,
    navn: unit.name,
    organisasjonsform: { kode: 'AS', beskrivelse: 'Aksjeselskap' },
    antallAnsatte: unit.employees,
    forretningsadresse: {
      land: 'Norge',
      landkode: 'NO',
      postnummer: unit.postalCode,
      poststed: unit.city,
      adresse: [unit.address],
    },
    naeringskode1: { kode: unit.industryCode, beskrivelse: unit.industryName },
    registrertIMvaregisteret: true,
  };
}

/** The register's answer to a path and query, as status and JSON body. */
export function fixtureAnswer(url: URL): { status: number; body: unknown } {
  const one = /^\/enhetsregisteret\/api\/enheter\/(\d{9})$/.exec(url.pathname);
  if (one) {
    const unit = FIXTURE_UNITS.find((u) => u.orgNumber === one[1]);
    return unit
      ? { status: 200, body: registerJson(unit) }
      : {
          status: 404,
          body: {
            status: 404,
            error: 'Not Found',
            message: `Ingen enhet med organisasjonsnummer ${one[1]} ble funnet`,
          },
        };
  }
  if (url.pathname === '/enhetsregisteret/api/enheter') {
    const name = (url.searchParams.get('navn') ?? '').toUpperCase();
    const size = Math.min(Number(url.searchParams.get('size') ?? 20) || 20, 100);
    const hits = FIXTURE_UNITS.filter((u) => name && u.name.includes(name)).slice(0, size);
    return {
      status: 200,
      body: {
        ...(hits.length > 0 ? { _embedded: { enheter: hits.map(registerJson) } } : {}),
        page: { size, totalElements: hits.length, totalPages: hits.length > 0 ? 1 : 0, number: 0 },
      },
    };
  }
  return { status: 404, body: { status: 404, error: 'Not Found' } };
}

export interface FixtureServer {
  url: string;
  /** How the next answers misbehave: wait past a time-out, or answer something that is not the register's JSON. */
  misbehave(mode: 'none' | 'slow' | 'garbage' | 'error', times?: number): void;
  requests(): number;
  close(): Promise<void>;
}

/** The stand-in as a local HTTP server on a free port of 127.0.0.1. */
export async function startRegisterFixture(): Promise<FixtureServer> {
  let mode: 'none' | 'slow' | 'garbage' | 'error' = 'none';
  let left = 0;
  let count = 0;
  const server = http.createServer((request, response) => {
    count += 1;
    const now = left > 0 ? mode : 'none';
    if (left > 0) left -= 1;
    if (now === 'slow') return void setTimeout(() => response.destroyed || response.end('{}'), 5_000).unref();
    if (now === 'garbage')
      return void response
        .writeHead(200, { 'content-type': 'application/json' })
        .end('<html>Vedlikehold</html>');
    if (now === 'error') return void response.writeHead(503).end();
    const { status, body } = fixtureAnswer(new URL(request.url ?? '/', 'http://fixture'));
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    misbehave(next, times = Number.POSITIVE_INFINITY) {
      mode = next;
      left = next === 'none' ? 0 : times;
    },
    requests: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
