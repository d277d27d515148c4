import { describe, expect, it } from 'vitest';
import { normalizedSearch, parseShellQuery, shellHref } from './shell-query';

const q = (search: string) => new URLSearchParams(search);

describe('parseShellQuery', () => {
  it('defaults user_context to ME and ignores unknown parameters', () => {
    expect(parseShellQuery(q('foo=bar'))).toMatchObject({
      userContext: 'ME',
      isCollapsed: null,
      selectedPatientId: null,
    });
  });

  it.each(['recipient', 'ADMIN', '', 'ME;drop'])('reads the bad user_context %j as ME', (value) => {
    expect(parseShellQuery(q(`user_context=${value}`)).userContext).toBe('ME');
  });

  it('reads the known values', () => {
    expect(
      parseShellQuery(
        q(
          'user_context=RECIPIENT&selected_patient_id=12&is_collapsed=true&lang=en&activity_id=3&qnr_context=KARTLEGGING',
        ),
      ),
    ).toMatchObject({
      userContext: 'RECIPIENT',
      selectedPatientId: 12,
      isCollapsed: true,
      lang: 'en',
      activityId: 3,
      qnrContext: 'KARTLEGGING',
    });
  });

  it.each(['-1', '0', 'abc', '1e3', '12; DROP'])('drops the bad selected_patient_id %j', (value) => {
    expect(
      parseShellQuery(q(`selected_patient_id=${encodeURIComponent(value)}`)).selectedPatientId,
    ).toBeNull();
  });
});

describe('shellHref', () => {
  it('keeps the sticky parameters and drops the one-off ones', () => {
    const current = q(
      'lang=en&is_collapsed=true&user_context=RECIPIENT&selected_patient_id=4&action=new&hide=x',
    );
    expect(shellHref('/chat', current)).toBe(
      '/chat?lang=en&is_collapsed=true&user_context=RECIPIENT&selected_patient_id=4',
    );
  });

  it('keeps qnr_context only inside the questionnaire module', () => {
    const current = q('qnr_context=KARTLEGGING');
    expect(shellHref('/qnr-module/Arbeidsflater', current)).toBe(
      '/qnr-module/Arbeidsflater?qnr_context=KARTLEGGING',
    );
    expect(shellHref('/overview', current)).toBe('/overview');
  });

  it('drops selected_patient_id outside the RECIPIENT context', () => {
    expect(shellHref('/chat', q('selected_patient_id=4'))).toBe('/chat');
  });
});

describe('normalizedSearch', () => {
  it('removes invalid values and leaves good addresses alone', () => {
    expect(normalizedSearch('/overview', q('user_context=BOGUS&lang=en'))?.toString()).toBe('lang=en');
    expect(normalizedSearch('/chat', q('qnr_context=X'))?.toString()).toBe('');
    expect(normalizedSearch('/overview', q('user_context=RECIPIENT&selected_patient_id=3'))).toBeNull();
  });
});
