import { generateSyntheticNationalId, type Role } from '@portal/rules';
import type { DemoSubdomain } from './demo-tenants';

// The demo users of ARCHITECTURE.md §4. National ids are synthetic test numbers (month + 80), so
// they pass every check and can never belong to a real person. Kari Nordmann is `staff` in both
// tenants: the same person (same national id and e-mail), which "related tenants" finds.

export type DemoUserKey = 'admin' | 'leader' | 'staff' | 'participant' | 'temporary';

export interface DemoPerson {
  username: DemoUserKey;
  role: Role;
  firstName: string;
  lastName: string;
  birthDate: string;
  individualNumber: number;
  mobilePhone: string;
  email: string;
  regions: { district: string; region: number }[];
  journalUserId: string;
  brukerBrukerNavn: string | null;
  pnrClass: 'PERMANENT' | 'TEMPORARY';
  /** false: the invitation-restricted case of spec §4 (TEMPORARY and no invitation code). */
  invited: boolean;
}

export const nationalIdOf = (person: Pick<DemoPerson, 'birthDate' | 'individualNumber'>): string =>
  generateSyntheticNationalId(person.birthDate, person.individualNumber);

const KARI_NORDMANN = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  birthDate: '1984-03-12',
  individualNumber: 234,
  mobilePhone: '+4799100003',
  email: 'kari.nordmann@example.org',
} as const;

const OSLO = { district: 'Oslo', region: 1 };
const VIKEN = { district: 'Viken', region: 2 };
const VESTLAND = { district: 'Vestland', region: 3 };

export const DEMO_PEOPLE: Record<DemoSubdomain, readonly DemoPerson[]> = {
  demo: [
    {
      username: 'admin',
      role: 'admin',
      firstName: 'Ingrid',
      lastName: 'Berg',
      birthDate: '1975-05-20',
      individualNumber: 101,
      mobilePhone: '+4799100001',
      email: 'admin@demo.example.org',
      regions: [OSLO],
      journalUserId: 'demo-1001',
      brukerBrukerNavn: 'IBERG',
      pnrClass: 'PERMANENT',
      invited: true,
    },
    {
      username: 'leader',
      role: 'team_leader',
      firstName: 'Lars',
      lastName: 'Haugen',
      birthDate: '1979-11-02',
      individualNumber: 112,
      mobilePhone: '+4799100002',
      email: 'leader@demo.example.org',
      regions: [OSLO],
      journalUserId: 'demo-1002',
      brukerBrukerNavn: 'LHAUGEN',
      pnrClass: 'PERMANENT',
      invited: true,
    },
    {
      username: 'staff',
      role: 'staff',
      ...KARI_NORDMANN,
      regions: [OSLO, VIKEN],
      journalUserId: 'demo-1003',
      brukerBrukerNavn: 'KNORDMANN',
      pnrClass: 'PERMANENT',
      invited: true,
    },
    {
      username: 'participant',
      role: 'participant',
      firstName: 'Ola',
      lastName: 'Hansen',
      birthDate: '1992-08-17',
      individualNumber: 145,
      mobilePhone: '+4799100004',
      email: 'participant@demo.example.org',
      regions: [OSLO],
      journalUserId: 'demo-1004',
      brukerBrukerNavn: 'OHANSEN',
      pnrClass: 'PERMANENT',
      invited: true,
    },
    {
      username: 'temporary',
      role: 'participant',
      firstName: 'Tore',
      lastName: 'Lund',
      birthDate: '1998-01-25',
      individualNumber: 156,
      mobilePhone: '+4799100005',
      email: 'temporary@demo.example.org',
      regions: [OSLO],
      journalUserId: 'demo-1005',
      brukerBrukerNavn: 'TLUND',
      pnrClass: 'TEMPORARY',
      invited: false,
    },
  ],
  care: [
    {
      username: 'admin',
      role: 'admin',
      firstName: 'Per',
      lastName: 'Olsen',
      birthDate: '1970-09-30',
      individualNumber: 167,
      mobilePhone: '+4799200001',
      email: 'admin@care.example.org',
      regions: [VESTLAND],
      journalUserId: 'care-2001',
      brukerBrukerNavn: null,
      pnrClass: 'PERMANENT',
      invited: true,
    },
    {
      username: 'leader',
      role: 'team_leader',
      firstName: 'Mona',
      lastName: 'Bakken',
      birthDate: '1981-04-14',
      individualNumber: 178,
      mobilePhone: '+4799200002',
      email: 'leader@care.example.org',
      regions: [VESTLAND],
      journalUserId: 'care-2002',
      brukerBrukerNavn: null,
      pnrClass: 'PERMANENT',
      invited: true,
    },
    {
      username: 'staff',
      role: 'staff',
      ...KARI_NORDMANN,
      regions: [VESTLAND],
      journalUserId: 'care-2003',
      brukerBrukerNavn: null,
      pnrClass: 'PERMANENT',
      invited: true,
    },
    {
      username: 'participant',
      role: 'participant',
      firstName: 'Eva',
      lastName: 'Johansen',
      birthDate: '1948-12-05',
      individualNumber: 189,
      mobilePhone: '+4799200004',
      email: 'participant@care.example.org',
      regions: [VESTLAND],
      journalUserId: 'care-2004',
      brukerBrukerNavn: null,
      pnrClass: 'PERMANENT',
      invited: true,
    },
  ],
};
