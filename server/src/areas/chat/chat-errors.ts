// The chat's refusals (issue 15; issue 25): each code with its text in English and Norwegian, in the
// one error shape of every area. The app shows its own text for each code (chat-texts.ts).
import { areaErrors } from '../../area-kit/area-errors';

export const chatError = areaErrors({
  chat_not_found: ['No such conversation among yours', 'Fant ingen slik samtale blant dine'],
  chat_message_not_found: [
    'No such message among your conversations',
    'Fant ingen slik melding i samtalene dine',
  ],
  chat_staff_only: ['Only staff may do this', 'Bare ansatte kan gjøre dette'],
  chat_user_not_found: ['No such user in this portal', 'Fant ingen slik bruker i denne portalen'],
  chat_not_your_staff: [
    'You can start a chat only with your own contact person',
    'Du kan bare starte en chat med din egen kontaktperson',
  ],
  chat_recipient_not_found: [
    'No such participant in this portal',
    'Fant ingen slik deltaker i denne portalen',
  ],
  chat_recipient_without_user: [
    'This participant cannot sign in, so cannot chat',
    'Denne deltakeren kan ikke logge inn, og kan derfor ikke chatte',
  ],
  chat_members_missing: ['Name at least one other member', 'Velg minst ett annet medlem'],
  chat_members_too_many: ['At most {{max}} members', 'Høyst {{max}} medlemmer'],
  chat_member_exists: ['Already a member', 'Allerede medlem'],
  chat_member_self: [
    'You cannot remove yourself from a conversation',
    'Du kan ikke fjerne deg selv fra en samtale',
  ],
  chat_member_not_found: ['Not a member of this conversation', 'Ikke medlem av denne samtalen'],
  chat_message_empty: ['A message cannot be empty', 'En melding kan ikke være tom'],
  chat_message_too_long: ['A message has at most {{max}} characters', 'En melding har høyst {{max}} tegn'],
  chat_client_id_reused: [
    'This client id was used for another conversation',
    'Denne klient-ID-en er brukt i en annen samtale',
  ],
  chat_reply_not_found: [
    'The message replied to is not in this conversation',
    'Meldingen det svares på er ikke i denne samtalen',
  ],
  chat_attachment_not_found: [
    'No such file among your conversations',
    'Fant ingen slik fil i samtalene dine',
  ],
  chat_message_not_own: ['Only your own messages can be changed', 'Du kan bare endre dine egne meldinger'],
  chat_message_removed: ['This message was removed', 'Denne meldingen ble slettet'],
  chat_edit_window_passed: [
    'Messages can be changed only for 15 minutes after sending',
    'Meldinger kan bare endres i 15 minutter etter at de er sendt',
  ],
  chat_status_forbidden: [
    'A conversation cannot go from {{from}} to {{to}} by you',
    'Du kan ikke endre en samtale fra {{from}} til {{to}}',
  ],
  chat_rate_limited: [
    'Too many messages at once: wait a few seconds',
    'For mange meldinger på en gang: vent noen sekunder',
  ],
  file_too_large: ['The file is larger than {{mb}} MB', 'Filen er større enn {{mb}} MB'],
  upload_incomplete: [
    'The upload was cut off; nothing was kept',
    'Opplastingen ble avbrutt; ingenting ble lagret',
  ],
});

/** A message's files that are not the sender's unsent uploads to this conversation (same code, its own text). */
export const sendError = areaErrors({
  chat_attachment_not_found: [
    'An attached file is not one you uploaded to this conversation',
    'En vedlagt fil er ikke en du har lastet opp til denne samtalen',
  ],
});
