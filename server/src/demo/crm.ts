import type { DemoModule } from './demo-module';
import { insertRows, type Row } from './insert-row';
import { seedCrmRecords } from './crm-records';
import { daysFrom } from './relative-time';

// The CRM area (issue 29 items 1-2): employers imported from the business register's stand-in
// (their numbers, addresses, industries and sizes as it has them; the first eight of the
// register's units that a search shows), partners entered by hand, one employer archived. `demo`
// has the organization flags on; `care` has the rows too, for an admin who switches them on.

const EMPLOYERS: readonly (readonly [string, string, string, string, string, string, string, number])[] = [
  [
    '981599411',
    'FJORDKRAFT BYGG AS',
    'Strandgata 12',
    '5013',
    'BERGEN',
    '41.200',
    'Oppføring av bygninger',
    48,
  ],
  [
    '985660018',
    'NORDLYS KANTINE OG CATERING AS',
    'Storgata 88',
    '9008',
    'TROMSØ',
    '56.290',
    'Annen servering',
    22,
  ],
  [
    '986372369',
    'KYSTLINJE LOGISTIKK AS',
    'Havnegata 3',
    '6003',
    'ÅLESUND',
    '49.410',
    'Godstransport på vei',
    64,
  ],
  [
    '969838648',
    'SOLSIDEN SYKEHJEM AS',
    'Solsidevegen 20',
    '7011',
    'TRONDHEIM',
    '87.101',
    'Somatiske sykehjem',
    120,
  ],
  [
    '948367823',
    'VESTKANT RENHOLD AS',
    'Bogstadveien 51',
    '0366',
    'OSLO',
    '81.210',
    'Vanlig rengjøring av bygninger',
    37,
  ],
  [
    '968262408',
    'FJELLTOPP HOTELL AS',
    'Fjellvegen 101',
    '2680',
    'VÅGÅ',
    '55.101',
    'Drift av hoteller, pensjonater og moteller med restaurant',
    41,
  ],
];

export const crmDemo: DemoModule = {
  name: 'crm',
  async seed(tx, demo) {
    const { customerId, users, now } = demo.tenant;
    const rows: Row[] = EMPLOYERS.map(
      ([orgNumber, name, address, postalCode, city, code, industry, employees], i) => ({
        customer_id: customerId,
        created_by: users.staff,
        name,
        org_number: orgNumber,
        kind: 'employer',
        address,
        postal_code: postalCode,
        city,
        industry_code: code,
        industry_name: industry,
        employees,
        imported_at: daysFrom(now, -30 + i * 3),
        archived_at: i === EMPLOYERS.length - 1 ? daysFrom(now, -5) : null,
      }),
    );
    rows.push(
      {
        customer_id: customerId,
        created_by: users.leader,
        name: 'Frivilligsentralen i bydelen',
        kind: 'partner',
        address: 'Grønlandsleiret 25',
        postal_code: '0190',
        city: 'OSLO',
        phone: '+47 22 00 00 00',
        email: 'post@frivillig.example.org',
      },
      {
        customer_id: customerId,
        created_by: users.leader,
        name: 'Karrieresenteret',
        kind: 'partner',
        city: 'OSLO',
        website: 'https://karriere.example.org',
      },
    );
    await insertRows(tx, 'organizations', rows);
    await seedCrmRecords(tx, demo.tenant, demo.get('participants'));
  },
};
