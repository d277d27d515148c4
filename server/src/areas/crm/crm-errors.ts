// The CRM area's refusals (issue 29 items 1-2), each with its message in both languages (spec §8).
import { areaErrors } from '../../area-kit/area-errors';

export const CRM_ERRORS = {
  'crm.featureOff': [
    'Organizations are not switched on for this portal',
    'Organisasjoner er ikke slått på for denne portalen',
  ],
  'crm.notFound': ['No such organization in this portal', 'Organisasjonen finnes ikke i denne portalen'],
  'crm.orgNumberInvalid': [
    '{{number}} is not a valid organisation number (nine digits with a mod-11 check digit)',
    '{{number}} er ikke et gyldig organisasjonsnummer (ni sifre med kontrollsiffer etter modulus 11)',
  ],
  'crm.orgNumberTaken': [
    'Another organization of this portal has the organisation number {{number}}',
    'En annen organisasjon i portalen har organisasjonsnummeret {{number}}',
  ],
  'crm.registerUnavailable': [
    'The business register did not answer in time; nothing was imported. Try again later.',
    'Enhetsregisteret svarte ikke i tide; ingenting ble importert. Prøv igjen senere.',
  ],
  'crm.registerGarbage': [
    'The business register answered something that could not be read; nothing was imported.',
    'Enhetsregisteret svarte noe som ikke kunne leses; ingenting ble importert.',
  ],
  'crm.registerNotFound': [
    'The business register has no unit with the number {{number}}',
    'Enhetsregisteret har ingen enhet med nummeret {{number}}',
  ],
  'crm.importTooMany': [
    'A CSV may name at most {{max}} organisation numbers',
    'En CSV-fil kan inneholde høyst {{max}} organisasjonsnumre',
  ],
  'crm.importEmpty': [
    'The CSV names no organisation number',
    'CSV-filen inneholder ingen organisasjonsnumre',
  ],
  'crm.participantUnknown': ['No such participant in this portal', 'Deltakeren finnes ikke i denne portalen'],
  'crm.placementEndBeforeStart': [
    'A placement cannot end before it starts',
    'En utplassering kan ikke slutte før den begynner',
  ],
  'crm.adminOnly': ['Only an administrator keeps the customers', 'Bare en administrator forvalter kundene'],
  'crm.customerNotFound': ['No such customer in this portal', 'Kunden finnes ikke i denne portalen'],
  'crm.customerNameTaken': [
    'Another customer of this portal is called {{name}}',
    'En annen kunde i portalen heter {{name}}',
  ],
} as const;

export type CrmErrorCode = keyof typeof CRM_ERRORS;
export const crmError = areaErrors(CRM_ERRORS);
