import { areaErrors } from '../area-kit/area-errors';

/** The users area's refusals, each in both languages. */
export const usersError = areaErrors({
  forbidden: ['Only an administrator may do this', 'Bare en administrator kan gjøre dette'],
  mobile_invalid: ['The mobile number is not valid', 'Mobilnummeret er ikke gyldig'],
  username_taken: ['The username is taken', 'Brukernavnet er tatt'],
  user_not_found: ['There is no such user', 'Brukeren finnes ikke'],
  user_inactive: ['The user is deactivated: reactivate them first', 'Brukeren er deaktivert: aktiver brukeren først'],
  last_admin: [
    'The tenant must keep at least one active administrator',
    'Kunden må ha minst én aktiv administrator',
  ],
  cannot_deactivate_self: ['You cannot deactivate yourself', 'Du kan ikke deaktivere deg selv'],
});
