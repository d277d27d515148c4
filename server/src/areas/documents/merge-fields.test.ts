import { describe, expect, it } from 'vitest';
import { answerValues, mergeFieldsOf, mergeTemplate, textBlocks } from './merge-fields';

describe('merge fields', () => {
  it('fills known fields, keeps unknown ones visible, empties nulls', () => {
    const values = { 'participant.full_name': 'Kari Nordmann', 'answers.q1': 'Bra', 'user.name': null };
    expect(
      mergeTemplate('Til {{ participant.full_name }}: {{answers.q1}} {{user.name}}{{tenant.nope}}', values),
    ).toBe('Til Kari Nordmann: Bra [?tenant.nope]');
  });

  it('lists the fields a template names, once each', () => {
    expect(mergeFieldsOf('{{a.b}} {{c.d}} {{a.b}} {{notafield}}')).toEqual(['a.b', 'c.d']);
  });

  it('reads answers of every shape, skipping odd keys', () => {
    expect(
      answerValues({ q1: 'Bra', q2: 6, q3: ['a', 'b'], q4: { x: 'y' }, 'bad key': 'x', q5: null }),
    ).toEqual({
      'answers.q1': 'Bra',
      'answers.q2': '6',
      'answers.q3': 'a, b',
      'answers.q4': 'y',
      'answers.q5': '',
    });
  });

  it('reads headings, list items and paragraphs', () => {
    expect(textBlocks('# Tittel\n\nTekst\n- punkt\n## Under').map((b) => b.kind)).toEqual([
      'heading',
      'paragraph',
      'list-item',
      'heading',
    ]);
  });
});
