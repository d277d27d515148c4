import type { LocalizedTexts } from '../../shared/i18n/text-tree';

/**
 * The texts of the steps after the welcome screen: they load with the steps (lazy-steps.ts) and are
 * registered by them (useFeatureTexts), not carried by the login page's first load.
 */
export const loginStepTexts: LocalizedTexts = {
  en: {
    login: {
      back: 'Back',
      credentials: {
        titleRegular: 'Log in as regular user',
        titleGuest: 'Log in as guest',
        username: 'Username',
        password: 'Password',
        forgotPassword: 'Forgot password?',
        continue: 'Continue',
      },
      related: {
        title: 'Choose an organisation',
        text: 'You have a user in more than one organisation. Where do you want to log in?',
      },
      sms: {
        title: 'Confirm with SMS code',
        greeting: 'Hi {{name}}, we have sent a code to your mobile phone.',
        region: 'Region',
        code: 'SMS code',
        validFor: 'The code is valid for',
        expired: 'The code has expired.',
        resend: 'Send new code',
        sending: 'Sending new SMS code',
        hint: 'Did you not get an SMS? Check that your mobile number is registered, or log in with BankID if your organisation offers it.',
        logOutFully: 'Log out fully',
        login: 'Login',
      },
      forgot: {
        title: 'Reset password',
        text: 'Enter your username or e-mail address and we will send you a link to reset your password.',
        field: 'Username or e-mail',
        search: 'Search account',
      },
      checkEmail: {
        title: 'Check your email',
        text: 'If we found an account, we have sent it a link to reset the password. The link works for a short time.',
        openWebMail: 'Open web mail',
      },
      nationalId: {
        errorTitle: 'National ID login failed',
        failed: 'The national ID login did not complete.',
      },
    },
  },
  no: {
    login: {
      back: 'Tilbake',
      credentials: {
        titleRegular: 'Logg inn som vanlig bruker',
        titleGuest: 'Logg inn som gjest',
        username: 'Brukernavn',
        password: 'Passord',
        forgotPassword: 'Glemt passord?',
        continue: 'Fortsett',
      },
      related: {
        title: 'Velg en organisasjon',
        text: 'Du har bruker i mer enn én organisasjon. Hvor vil du logge inn?',
      },
      sms: {
        title: 'Bekreft med SMS-kode',
        greeting: 'Hei {{name}}, vi har sendt en kode til mobiltelefonen din.',
        region: 'Region',
        code: 'SMS-kode',
        validFor: 'Koden er gyldig i',
        expired: 'Koden har utløpt.',
        resend: 'Send ny kode',
        sending: 'Sender ny SMS-kode',
        hint: 'Fikk du ikke SMS? Sjekk at mobilnummeret ditt er registrert, eller logg inn med BankID hvis organisasjonen din tilbyr det.',
        logOutFully: 'Logg helt ut',
        login: 'Logg inn',
      },
      forgot: {
        title: 'Tilbakestill passord',
        text: 'Skriv inn brukernavn eller e-postadresse, så sender vi deg en lenke for å tilbakestille passordet.',
        field: 'Brukernavn eller e-post',
        search: 'Søk etter konto',
      },
      checkEmail: {
        title: 'Sjekk e-posten din',
        text: 'Hvis vi fant en konto, har vi sendt den en lenke for å tilbakestille passordet. Lenken virker en kort stund.',
        openWebMail: 'Åpne nettpost',
      },
      nationalId: {
        errorTitle: 'Innlogging med BankID mislyktes',
        failed: 'Innloggingen med BankID ble ikke fullført.',
      },
    },
  },
};
