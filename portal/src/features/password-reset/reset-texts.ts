import type { LocalizedTexts } from '../../shared/i18n/text-tree';

export const resetTexts: LocalizedTexts = {
  en: {
    reset: {
      title: 'Set a new password',
      pnrText: 'Enter your personal number to receive a code by SMS.',
      pnr: 'Personal number',
      otp: 'SMS code',
      newPassword: 'New password',
      confirmPassword: 'Confirm password',
      codeValidFor: 'The SMS code is valid for',
      smsExpired: 'The sms code has expired. You are sent to the login page in {{seconds}} seconds.',
      back: 'Back',
      cancel: 'Cancel',
      continue: 'Continue',
      setNewPassword: 'Set new password',
      loginWithNewPassword: 'Log in with your new password.',
    },
  },
  no: {
    reset: {
      title: 'Velg nytt passord',
      pnrText: 'Skriv inn personnummeret ditt for å få en kode på SMS.',
      pnr: 'Personnummer',
      otp: 'SMS-kode',
      newPassword: 'Nytt passord',
      confirmPassword: 'Bekreft passord',
      codeValidFor: 'SMS-koden er gyldig i',
      smsExpired: 'SMS-koden har utløpt. Du sendes til innloggingen om {{seconds}} sekunder.',
      back: 'Tilbake',
      cancel: 'Avbryt',
      continue: 'Fortsett',
      setNewPassword: 'Sett nytt passord',
      loginWithNewPassword: 'Logg inn med det nye passordet.',
    },
  },
};
