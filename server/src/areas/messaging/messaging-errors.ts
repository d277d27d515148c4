// The messaging area's refusals (spec §8: a clear reason), each in English and Norwegian.
import { areaErrors } from '../../area-kit/area-errors';

export const messagingError = areaErrors({
  inbox_item_not_found: ['This inbox item was not found', 'Fant ikke dette elementet i innboksen'],
  messaging_restricted: [
    'The participant has no invitation yet: send an invitation link before using the inbox and outbox',
    'Deltakeren har ikke fått invitasjon ennå: send en invitasjonslenke før du bruker innboks og utboks',
  ],
  outbox_item_not_found: ['This sent item was not found', 'Fant ikke dette sendte elementet'],
  outbox_not_resendable: [
    'This item has no SMS to send again',
    'Dette elementet har ingen SMS som kan sendes på nytt',
  ],
  outbox_not_withdrawable: [
    'This item can no longer be withdrawn (it is answered, signed or closed)',
    'Dette elementet kan ikke lenger trekkes tilbake (det er besvart, signert eller lukket)',
  ],
  sms_not_sent: ['The SMS could not be sent, try again', 'SMS-en kunne ikke sendes, prøv igjen'],
  too_many_messages: ['Too many SMS: try again in a minute', 'For mange SMS: prøv igjen om et minutt'],
  share_user_not_found: [
    'The person to share with was not found in this portal',
    'Fant ikke personen du vil dele med i denne portalen',
  ],
  share_item_not_found: [
    'The questionnaire or document to share was not found',
    'Fant ikke skjemaet eller dokumentet som skal deles',
  ],
  sms_unknown_merge_field: [
    'The text uses {{{{field}}}}, which is not a merge field: use {{first_name}}, {{link}} or {{tenant_name}}',
    'Teksten bruker {{{{field}}}}, som ikke er et flettefelt: bruk {{first_name}}, {{link}} eller {{tenant_name}}',
  ],
  sms_too_long: [
    'The SMS would take {{parts}} parts with its merge fields filled; at most {{max}} are allowed',
    'SMS-en blir {{parts}} deler med flettefeltene fylt inn; høyst {{max}} er tillatt',
  ],
  sms_category_not_found: ['This category does not exist', 'Denne kategorien finnes ikke'],
  sms_qnr_template_not_found: [
    'A questionnaire template to link was not found',
    'Fant ikke en skjemamal som skulle kobles',
  ],
  sms_template_not_found: ['This SMS template was not found', 'Fant ikke denne SMS-malen'],
  sms_template_inactive: [
    'This SMS template is deactivated: activate it before sending',
    'Denne SMS-malen er deaktivert: aktiver den før du sender',
  ],
  sms_recipient_not_found: [
    'A participant to send to was not found',
    'Fant ikke en deltaker det skulle sendes til',
  ],
  sms_report_unauthorized: [
    'The delivery report is not signed by the gateway',
    'Leveringsrapporten er ikke fra SMS-tjenesten',
  ],
  outbox_group_not_found: ['This group send was not found', 'Fant ikke denne gruppeutsendelsen'],
  notification_no_mobile: [
    'You have no mobile number in the portal, so no notification can reach you by SMS',
    'Du har ikke mobilnummer i portalen, så ingen varsler kan nå deg på SMS',
  ],
  notification_no_email: [
    'You have no e-mail address in the portal, so no notification can reach you by e-mail',
    'Du har ikke e-postadresse i portalen, så ingen varsler kan nå deg på e-post',
  ],
  sms_report_unknown: ['No SMS has this reference', 'Ingen SMS har denne referansen'],
});
