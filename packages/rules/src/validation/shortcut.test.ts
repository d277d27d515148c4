import { describe, expect, it } from 'vitest';
import { SHORTCUT_TITLE_MAX, isWebLink, shortcutInputSchema, shortcutProblems } from './shortcut';

describe('shortcut rule (§3 shortcuts)', () => {
  it.each([
    ['https://example.org/guidelines', true],
    ['http://intranet.example.no', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['data:text/html,<b>x</b>', false],
    ['//example.org', false],
    ['ftp://example.org', false],
    ['https://', false],
    ['example.org', false],
  ])('%s is a web link: %s', (link, expected) => {
    expect(isWebLink(link)).toBe(expected);
  });

  it('accepts a title, description and web link, trimmed', () => {
    expect(shortcutInputSchema.parse({ title: ' Support ', link: 'https://example.org/support' })).toEqual({
      title: 'Support',
      description: '',
      link: 'https://example.org/support',
      projectId: null,
    });
  });

  it('names the problem of each field', () => {
    expect(
      shortcutProblems({ title: 'x'.repeat(SHORTCUT_TITLE_MAX + 1), link: 'javascript:alert(1)' }),
    ).toEqual({ title: 'shortcut.titleTooLong', link: 'shortcut.linkNotWeb' });
    expect(shortcutProblems({ title: '', link: '' })).toEqual({
      title: 'shortcut.titleRequired',
      link: 'shortcut.linkRequired',
    });
  });
});

describe('external pages (§2.4)', () => {
  it('keeps web links, drops empty ones, refuses another scheme or an unknown page', async () => {
    const { externalPagesSchema } = await import('./external-pages');
    expect(
      externalPagesSchema.parse({ links: { dashboard: ' https://example.org/d ', office: '' } }).links,
    ).toEqual({ dashboard: 'https://example.org/d' });
    expect(externalPagesSchema.safeParse({ links: { dashboard: 'javascript:alert(1)' } }).success).toBe(
      false,
    );
    expect(externalPagesSchema.safeParse({ links: { elsewhere: 'https://example.org' } }).success).toBe(
      false,
    );
  });
});
