// Issue 14 "Bad input": HTML with scripts, event handlers or javascript: links in the editor is
// stored without them; the document's own structure (headings, lists, tables, links) survives.
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text';

describe('sanitizeRichText', () => {
  it('removes scripts with their text', () => {
    expect(sanitizeRichText('<p>Hei</p><script>alert(1)</script>')).toBe('<p>Hei</p>');
    expect(sanitizeRichText('<p>a<script src="https://evil.example/x.js"></script>b</p>')).toBe('<p>ab</p>');
  });

  it('removes event handlers and style', () => {
    const out = sanitizeRichText(
      '<p onclick="steal()" style="color:red">Tekst</p><img src="/api/files/12" onerror="steal()">',
    );
    expect(out).toBe('<p>Tekst</p><img src="/api/files/12" />');
    expect(out).not.toMatch(/on\w+=/i);
  });

  it('removes javascript: and data: links, in any spelling', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
    ])
      expect(sanitizeRichText(`<a href="${href}">lenke</a>`)).not.toMatch(/href=/);
  });

  it('keeps headings, lists, tables and safe links, which open in a new tab', () => {
    const html =
      '<h2>Mål</h2><ul><li>Én</li></ul><ol start="2"><li>To</li></ol>' +
      '<table><tbody><tr><th colspan="2">A</th></tr><tr><td>1</td><td>2</td></tr></tbody></table>' +
      '<p><a href="https://nav.no">NAV</a> <strong>fet</strong> <em>kursiv</em></p>';
    const out = sanitizeRichText(html);
    expect(out).toContain('<h2>Mål</h2>');
    expect(out).toContain('<ol start="2"><li>To</li></ol>');
    expect(out).toContain('<th colspan="2">A</th>');
    expect(out).toContain(
      '<a href="https://nav.no" target="_blank" rel="noopener noreferrer nofollow">NAV</a>',
    );
  });

  it('keeps images only from the stored files\' download route or inline rasters', () => {
    expect(sanitizeRichText('<img src="https://evil.example/pixel.gif">')).toBe('');
    expect(sanitizeRichText('<p><img src="/api/files/42" alt="Plan"></p>')).toBe('<p><img src="/api/files/42" alt="Plan" /></p>');
    // Exactly the route and a file id: nothing before, after or instead of it.
    for (const src of [
      '/api/files/42?download=1',
      '/api/files/42/../../admin',
      '/api/files/0',
      '/api/files/',
      '/api/files/abc',
      '/api/files/42#x',
      '//evil.example/api/files/42',
      'https://evil.example/api/files/42',
      '/API/FILES/42',
      ' /api/files/42',
      '/api/documents/images/42',
      '/api/files/12345678901234567',
    ])
      expect(sanitizeRichText(`<img src="${src}" alt="x">`), src).toBe('');
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBORw0KGgo=" alt="logo">')).toBe(
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="logo" />',
    );
  });

  it('drops iframes, forms and svg', () => {
    expect(
      sanitizeRichText(
        '<iframe src="https://x"></iframe><form action="x"><input></form><svg onload="x()"></svg><p>ok</p>',
      ),
    ).toBe('<p>ok</p>');
  });
});
