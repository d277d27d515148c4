// The administration area's refusals (spec §8: a clear reason), each in English and Norwegian.
import { areaErrors } from '../../area-kit/area-errors';

export const adminError = areaErrors({
  consent_not_found: ['No such consent in this portal', 'Finner ikke dette samtykket i denne portalen'],
  consent_group_fixed: [
    'A consent stays in its tab: make a new one in the other tab',
    'Et samtykke blir i fanen sin: lag et nytt i den andre fanen',
  ],
  consent_reason_needed: [
    'Say why you decline, so we can follow it up',
    'Skriv hvorfor du avslår, så vi kan følge det opp',
  ],
  consent_not_accepted: [
    'You have not accepted this consent, so there is nothing to withdraw',
    'Du har ikke godtatt dette samtykket, så det er ingenting å trekke tilbake',
  ],
  consent_cannot_withdraw: [
    'The privacy policy cannot be withdrawn; contact the service if you disagree with it',
    'Personvernerklæringen kan ikke trekkes tilbake; kontakt tjenesten hvis du er uenig i den',
  ],
  revman_tenant_not_found: ['No such tenant', 'Finner ikke denne kunden'],
  app_version_not_installed: [
    '{{app}} {{version}} is not installed on this server',
    '{{app}} {{version}} er ikke installert på denne serveren',
  ],
  feature_off: [
    'This part is not switched on for this portal',
    'Denne delen er ikke slått på for denne portalen',
  ],
});
