// Issue 28 item 7: the public answer page, rendered on the server as plain HTML with a form post:
// no sign-in, no script (nothing to load but the page), readable at 375 px and by keyboard, in
// Norwegian or English (`?lang=en`). A wrong, expired or not yet open code gets one "not available"
// page, so nobody can tell which.
import type { Question } from './anonymous-store';

const TEXTS = {
  no: {
    notAvailable: 'Dette skjemaet er ikke tilgjengelig',
    notAvailableHelp: 'Lenken er feil, eller skjemaet er ikke åpent nå.',
    anonymous: 'Svarene er anonyme: vi lagrer ikke hvem du er, adressen din eller telefonnummeret ditt.',
    send: 'Send svar',
    thanks: 'Takk for svaret!',
    thanksHelp: 'Svaret ditt er lagret anonymt. Du kan lukke siden.',
    tooMany: 'For mange svar herfra. Prøv igjen senere.',
    yes: 'Ja',
    no: 'Nei',
    choose: 'Velg',
  },
  en: {
    notAvailable: 'This questionnaire is not available',
    notAvailableHelp: 'The link is wrong, or the questionnaire is not open now.',
    anonymous:
      'Your answers are anonymous: we keep no record of who you are, your address or your phone number.',
    send: 'Send answers',
    thanks: 'Thank you for your answers!',
    thanksHelp: 'Your answers were saved anonymously. You may close the page.',
    tooMany: 'Too many answers from here. Try again later.',
    yes: 'Yes',
    no: 'No',
    choose: 'Choose',
  },
} as const;
export type PageLanguage = keyof typeof TEXTS;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#f6f6f6}
main{max-width:640px;margin:0 auto;padding:16px}fieldset{min-width:0;border:1px solid #ccc;border-radius:8px;margin:0 0 16px;padding:12px;background:#fff}
legend{font-weight:600;padding:0 4px}label{display:block;margin:4px 0;overflow-wrap:anywhere}h1,legend,p{overflow-wrap:anywhere}input[type=text],input[type=number],input[type=date],textarea,select{width:100%;box-sizing:border-box;font:inherit;padding:8px}
button{font:inherit;padding:10px 20px;background:#0b57d0;color:#fff;border:0;border-radius:6px}button:focus-visible,input:focus-visible,textarea:focus-visible{outline:3px solid #f4b400;outline-offset:2px}
p.note{color:#444}`;

function page(language: PageLanguage, title: string, body: string) {
  return `<!doctype html><html lang="${language === 'no' ? 'nb' : 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export const notAvailablePage = (language: PageLanguage) =>
  page(
    language,
    TEXTS[language].notAvailable,
    `<h1>${TEXTS[language].notAvailable}</h1><p>${TEXTS[language].notAvailableHelp}</p>`,
  );

export const thanksPage = (language: PageLanguage) =>
  page(
    language,
    TEXTS[language].thanks,
    `<h1>${TEXTS[language].thanks}</h1><p>${TEXTS[language].thanksHelp}</p>`,
  );

export const tooManyPage = (language: PageLanguage) =>
  page(language, TEXTS[language].tooMany, `<h1>${TEXTS[language].tooMany}</h1>`);

function field(q: Question, language: PageLanguage): string {
  const name = `q${q.id}`;
  const t = TEXTS[language];
  const option = (value: string, label: string, type: 'radio' | 'checkbox') =>
    `<label><input type="${type}" name="${name}" value="${escape(value)}"> ${escape(label)}</label>`;
  switch (q.type) {
    case 'info':
      return '';
    case 'longtext':
      return `<textarea id="${name}" name="${name}" rows="4" maxlength="4000" aria-labelledby="${name}-l"></textarea>`;
    case 'number':
    case 'scale': {
      const range = `${q.min === null ? '' : ` min="${q.min}"`}${q.max === null ? '' : ` max="${q.max}"`}`;
      return `<input id="${name}" type="number" name="${name}"${range} aria-labelledby="${name}-l">`;
    }
    case 'date':
      return `<input id="${name}" type="date" name="${name}" aria-labelledby="${name}-l">`;
    case 'yesno':
      return option('yes', t.yes, 'radio') + option('no', t.no, 'radio');
    case 'single':
      return q.choices.map((c) => option(c, c, 'radio')).join('');
    case 'multiple':
      return q.choices.map((c) => option(c, c, 'checkbox')).join('');
    default:
      return `<input id="${name}" type="text" name="${name}" maxlength="4000" aria-labelledby="${name}-l">`;
  }
}

export function answerPage(language: PageLanguage, title: string, questions: Question[]) {
  const t = TEXTS[language];
  const fields = questions
    .map((q) =>
      q.type === 'info'
        ? `<p>${escape(q.title)}</p>`
        : `<fieldset><legend id="q${q.id}-l">${escape(q.title)}</legend>${q.description ? `<p class="note">${escape(q.description)}</p>` : ''}${field(q, language)}</fieldset>`,
    )
    .join('');
  return page(
    language,
    title,
    `<h1>${escape(title)}</h1><p class="note">${t.anonymous}</p><form method="post">${fields}<button type="submit">${t.send}</button></form>`,
  );
}
