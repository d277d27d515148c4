import { describe, it, expect } from 'vitest';
import { APP_CONTEXTS, appContextFor, isUserContext, USER_CONTEXTS } from './contexts';
import { BRAND_VARIANTS, isBrandVariant, isTheme, THEMES } from './brands';
import { CHAT_STATUSES, isChatStatus } from './chat-statuses';
import { DEVICE_KINDS, isDeviceKind } from './device-kinds';
import { isLanguage, LANGUAGES } from './languages';
import { isNbidProvider, NBID_PROVIDERS } from './nbid-providers';
import { isWidgetKind, WIDGET_KINDS } from './widget-kinds';
import { widgetTexts } from './widget-texts';

describe('§3 enumerations', () => {
  it('has all 11 widget kinds, each with texts in both languages', () => {
    expect(WIDGET_KINDS).toHaveLength(11);
    expect(new Set(WIDGET_KINDS).size).toBe(11);
    for (const kind of WIDGET_KINDS) {
      expect(widgetTexts[kind].name.en).not.toBe('');
      expect(widgetTexts[kind].name.no).not.toBe('');
    }
    expect(isWidgetKind('AO_DIRECTORY_SELECTED_USER')).toBe(true);
    expect(isWidgetKind('chat')).toBe(false);
  });

  it('lists the other enumerations of the spec', () => {
    expect(APP_CONTEXTS).toEqual(['JOURNAL_ME', 'JOURNAL_RECIPIENT']);
    expect(USER_CONTEXTS).toEqual(['ME', 'RECIPIENT']);
    expect(LANGUAGES).toEqual(['en', 'no']);
    expect(BRAND_VARIANTS).toEqual(['work-inclusion', 'care']);
    expect(THEMES).toEqual(['default', 'greenish', 'retail']);
    expect(DEVICE_KINDS).toEqual(['trusted', 'untrusted']);
    expect(CHAT_STATUSES).toEqual(['active', 'reopened', 'resolved']);
    expect(NBID_PROVIDERS).toEqual(['CRIIPTO', 'IDPORTEN', 'SIGNICAT', 'SIGNICAT_NEW']);
  });

  it('guards each enumeration', () => {
    expect(isUserContext('RECIPIENT')).toBe(true);
    expect(isUserContext('recipient')).toBe(false);
    expect(isLanguage('no')).toBe(true);
    expect(isLanguage('nb')).toBe(false);
    expect(isBrandVariant('care')).toBe(true);
    expect(isTheme('retail')).toBe(true);
    expect(isTheme('dark')).toBe(false);
    expect(isDeviceKind('untrusted')).toBe(true);
    expect(isChatStatus('closed')).toBe(false);
    expect(isNbidProvider('SIGNICAT_NEW')).toBe(true);
  });

  it('maps a user context to its journal', () => {
    expect(appContextFor('ME')).toBe('JOURNAL_ME');
    expect(appContextFor('RECIPIENT')).toBe('JOURNAL_RECIPIENT');
  });
});
