import { describe, it, expect } from 'vitest';
import { interpolate } from './interpolate';

describe('interpolate', () => {
  it('fills {{name}} placeholders the way i18next does', () => {
    expect(
      interpolate('Widget not found: {{widget}}-{{ variation }}', { widget: 'CHAT', variation: 'DEFAULT' }),
    ).toBe('Widget not found: CHAT-DEFAULT');
    expect(interpolate('{{count}} left', { count: 3 })).toBe('3 left');
  });

  it('leaves unknown placeholders and inherited names alone', () => {
    expect(interpolate('{{missing}}')).toBe('{{missing}}');
    expect(interpolate('{{toString}}', {})).toBe('{{toString}}');
  });
});
