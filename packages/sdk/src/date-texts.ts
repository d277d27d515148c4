// The date fields' own words (the SDK's namespace), in every language of §1.
import { defineTranslations } from './app-translation';

export const dateTexts = defineTranslations('sdk-date', {
  en: {
    writeAs: 'Write the date as {{format}}',
    timeWriteAs: 'Write the time as hh:mm',
    outOfRange: 'Choose a date from {{min}} to {{max}}',
    tooEarly: 'Choose {{min}} or later',
    tooLate: 'Choose {{max}} or earlier',
    endBeforeStart: 'The end is before the start',
    chooseDate: 'Choose date',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    from: 'From',
    to: 'To',
    timeOf: '{{label}}, time',
  },
  no: {
    writeAs: 'Skriv datoen som {{format}}',
    timeWriteAs: 'Skriv klokkeslettet som tt:mm',
    outOfRange: 'Velg en dato fra {{min}} til {{max}}',
    tooEarly: 'Velg {{min}} eller senere',
    tooLate: 'Velg {{max}} eller tidligere',
    endBeforeStart: 'Slutten er før starten',
    chooseDate: 'Velg dato',
    previousMonth: 'Forrige måned',
    nextMonth: 'Neste måned',
    from: 'Fra',
    to: 'Til',
    timeOf: '{{label}}, klokkeslett',
  },
});
