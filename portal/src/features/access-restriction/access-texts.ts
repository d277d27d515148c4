import type { LocalizedTexts } from '../../shared/i18n/text-tree';

export const accessTexts: LocalizedTexts = {
  en: {
    access: {
      invitationRequired: 'Invitation required',
      invitationText:
        '{{name}} has a temporary personal number and has not been invited yet. Send an invitation link before using messages.',
      thisParticipant: 'This participant',
      sendInvitation: 'Send invitation link',
      back: 'Go back',
      invitationSent: 'The invitation link has been sent',
      invitationFailed: 'The invitation could not be sent',
      checkFailed: 'The access permissions could not be checked',
    },
  },
  no: {
    access: {
      invitationRequired: 'Invitasjon kreves',
      invitationText:
        '{{name}} har et midlertidig personnummer og er ikke invitert ennå. Send en invitasjonslenke før du bruker meldinger.',
      thisParticipant: 'Denne deltakeren',
      sendInvitation: 'Send invitasjonslenke',
      back: 'Gå tilbake',
      invitationSent: 'Invitasjonslenken er sendt',
      invitationFailed: 'Invitasjonen kunne ikke sendes',
      checkFailed: 'Tilgangene kunne ikke kontrolleres',
    },
  },
};
