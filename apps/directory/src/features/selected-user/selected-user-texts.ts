// Every visible text of the AO_DIRECTORY_SELECTED_USER widget (en, no).
import { defineTranslations } from '@portal/sdk';

export const selectedUserTexts = defineTranslations('directory-selected-user', {
  en: {
    titleRecipient: 'Selected participant',
    titleMe: 'My contact details',
    loading: 'Loading contact details…',
    failed: 'The contact details could not be loaded.',
    none: 'No participant is selected.',
    mobile: 'Mobile',
    email: 'Email',
    username: 'Username',
    activity: 'Activity',
    caseNumber: 'Case number',
    level: 'Level',
    measure: 'Measure',
    call: 'Call {{name}} on {{number}}',
    write: 'Email {{name}} at {{address}}',
    openSummary: 'Open the summary of {{name}}',
  },
  no: {
    titleRecipient: 'Valgt deltaker',
    titleMe: 'Mine kontaktopplysninger',
    loading: 'Henter kontaktopplysninger …',
    failed: 'Kontaktopplysningene kunne ikke hentes.',
    none: 'Ingen deltaker er valgt.',
    mobile: 'Mobil',
    email: 'E-post',
    username: 'Brukernavn',
    activity: 'Aktivitet',
    caseNumber: 'Saksnummer',
    level: 'Nivå',
    measure: 'Tiltak',
    call: 'Ring {{name}} på {{number}}',
    write: 'Send e-post til {{name}} på {{address}}',
    openSummary: 'Åpne oppsummeringen for {{name}}',
  },
});
