// Issue 26 item 9: the generate preview as the PDF lays it out, and a draft's bullets beside their text.
import { describe, expect, it } from 'vitest';
import { blocksHtml } from './blocks-html';
import { textBlocks } from './merge-fields';
import { richTextBlocks } from './rich-text-blocks';
import { sanitizeRichText } from './sanitize-rich-text';

describe('the merged text as the PDF and the preview read it', () => {
  it('reads headings, **bold**, *italic*, bullets and numbered items, never showing the markers', () => {
    const blocks = textBlocks(
      '# Vedtak\n\nDet er **avtalt** at *Ola* møter.\n- første\n  - under\n- andre\n1. én\n2. to\n### Slutt',
    );
    expect(blocks.map((b) => b.kind)).toEqual([
      'heading',
      'paragraph',
      'list-item',
      'list-item',
      'list-item',
      'list-item',
      'list-item',
      'heading',
    ]);
    expect(blocks[1]).toEqual({
      kind: 'paragraph',
      runs: [
        { text: 'Det er ', bold: false, italic: false },
        { text: 'avtalt', bold: true, italic: false },
        { text: ' at ', bold: false, italic: false },
        { text: 'Ola', bold: false, italic: true },
        { text: ' møter.', bold: false, italic: false },
      ],
    });
    expect(blocks[3]).toMatchObject({ kind: 'list-item', depth: 1, marker: '•' });
    expect(blocks[5]).toMatchObject({ kind: 'list-item', depth: 0, marker: '1.' });
    expect(blocks[7]).toMatchObject({ kind: 'heading', level: 3 });
  });

  it('keeps an unmatched asterisk and a snake_case word as typed', () => {
    expect(textBlocks('5 * 3 og fil_navn_her')).toEqual([
      { kind: 'paragraph', runs: [{ text: '5 * 3 og fil_navn_her', bold: false, italic: false }] },
    ]);
  });

  it('writes the blocks as HTML that the sanitiser leaves as it is, text escaped', () => {
    const html = blocksHtml(textBlocks('# Tittel <b>\n\n**Fet** tekst & mer\n- a\n  - b\n- c\n1. én\n2. to'));
    expect(html).toBe(
      '<h1>Tittel &lt;b&gt;</h1><p><strong>Fet</strong> tekst &amp; mer</p>' +
        '<ul><li>a<ul><li>b</li></ul></li><li>c</li></ul><ol start="1"><li>én</li><li>to</li></ol>',
    );
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps a draft’s bullet on the same line as its text (the editor writes <li><p>…</p></li>)', () => {
    const blocks = richTextBlocks(
      '<ul><li><p>Første punkt</p></li><li><p>Andre</p><p>linje to</p></li></ul>',
    );
    expect(blocks).toEqual([
      {
        kind: 'list-item',
        marker: '•',
        depth: 0,
        runs: [{ text: 'Første punkt', bold: false, italic: false }],
      },
      {
        kind: 'list-item',
        marker: '•',
        depth: 0,
        runs: [
          { text: 'Andre', bold: false, italic: false },
          { text: '\n', bold: false, italic: false },
          { text: 'linje to', bold: false, italic: false },
        ],
      },
    ]);
  });
});
