// Links in messages: only http(s) becomes a link (new tab, no opener), everything else stays text.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkifiedText, splitLinks } from './linkify';

describe('linkify', () => {
  it('makes http(s) addresses links and leaves the rest as text', () => {
    expect(splitLinks('Se https://www.nav.no/cv, og javascript:alert(1) <b>x</b>')).toEqual([
      { kind: 'text', text: 'Se ' },
      { kind: 'link', href: 'https://www.nav.no/cv', text: 'https://www.nav.no/cv' },
      { kind: 'text', text: ', og javascript:alert(1) <b>x</b>' },
    ]);
  });

  it('renders HTML as its characters and links with rel=noopener noreferrer', () => {
    const { container } = render(
      <LinkifiedText text={'<img src=x onerror=alert(1)> http://example.org/a'} newTabHint="new tab" />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    const link = screen.getByRole('link', { name: 'http://example.org/a' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
