import { describe, it, expect } from 'vitest';
import { appError, ERROR_CODES, errorCatalogue, errorKey, errorText, isErrorCode } from './errors';

describe('§8 error catalogue', () => {
  it.each([
    ['wrongLogin', 'Incorrect login information. Please try again!'],
    ['loginFailed', 'Login failed. Please try again.'],
    ['general', 'Something went wrong'],
    ['generalHint', 'Please try again later or contact support.'],
    ['resetSuccess', 'Password reset successful'],
    ['resetContactLeader', 'Please contact your team leader.'],
    ['codeWrong', 'Code is wrong'],
    ['codeRequired', 'required'],
    ['codeFormat', 'Invalid code format'],
    ['codeExpired', 'The sms code has expired'],
    ['passwordsDiffer', 'Passwords do not match'],
    ['pnrInvalid', 'Invalid personal number'],
    ['initCustomerDataMissing', 'init_customer_data is not defined!'],
    ['unableToLogin', 'unable to login'],
    ['redirectDecode', 'Error decoding redirect'],
    ['noWidgets', 'No Overview Widgets found'],
    ['subdomainInvalid', 'Subdomain is not valid!'],
    ['outdatedBrowser', 'Update your web browser.'],
  ] as const)('%s reads %j', (code, text) => {
    expect(errorText(code, 'en')).toBe(text);
  });

  it('fills the widget and variation into "Widget not found"', () => {
    expect(errorText('widgetNotFound', 'en', { widget: 'CHAT', variation: 'DEFAULT' })).toBe(
      'Widget not found: CHAT-DEFAULT',
    );
    expect(errorText('domainUnknown', 'no', { domain: 'x.localhost' })).toBe('Domenet x.localhost er ukjent');
  });

  it('keys every code, sharing the validation keys where the words are the same', () => {
    expect(errorKey('wrongLogin')).toBe('errors.wrongLogin');
    expect(errorKey('codeWrong')).toBe('validation.codeWrong');
    expect(errorKey('passwordsDiffer')).toBe('validation.passwordsDoNotMatch');
    expect(errorKey('notLoggedInMissingToken')).toBe('errors.notLoggedInMissingToken');
  });

  it('has Norwegian for every code', () => {
    for (const code of ERROR_CODES) {
      expect(errorText(code, 'no').trim()).not.toBe('');
      expect(errorCatalogue[code].text.no).not.toBe(errorCatalogue[code].text.en);
    }
    expect(errorText('general', 'no')).toBe('Noe gikk galt');
  });

  it('makes errors values with a code, a key and params', () => {
    expect(appError('redirectDecode')).toEqual({ code: 'redirectDecode', key: 'errors.redirectDecode' });
    expect(appError('widgetNotFound', { widget: 'CHAT', variation: 'X' })).toEqual({
      code: 'widgetNotFound',
      key: 'errors.widgetNotFound',
      params: { widget: 'CHAT', variation: 'X' },
    });
    expect(isErrorCode('general')).toBe(true);
    expect(isErrorCode('constructor')).toBe(false);
  });
});
