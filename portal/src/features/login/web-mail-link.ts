// §2.2 (4): the "check your email" page links to a web mail service: the provider of the address
// when it is a known one, otherwise Outlook on the web, which most Norwegian workplaces use.
const KNOWN_PROVIDERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(gmail|googlemail)\.com$/, 'https://mail.google.com/'],
  [/^(outlook|hotmail|live|msn)\.[a-z.]+$/, 'https://outlook.live.com/mail/'],
  [/^(yahoo|ymail)\.[a-z.]+$/, 'https://mail.yahoo.com/'],
  [/^(icloud|me|mac)\.com$/, 'https://www.icloud.com/mail/'],
  [/^online\.no$/, 'https://webmail.online.no/'],
];

export const DEFAULT_WEB_MAIL = 'https://outlook.office.com/mail/';

export function webMailLink(usernameOrEmail: string): string {
  const domain = usernameOrEmail.includes('@') ? (usernameOrEmail.split('@').pop()?.toLowerCase() ?? '') : '';
  return KNOWN_PROVIDERS.find(([pattern]) => pattern.test(domain))?.[1] ?? DEFAULT_WEB_MAIL;
}
