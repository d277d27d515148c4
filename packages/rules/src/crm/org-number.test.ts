import { describe, expect, it } from 'vitest';
import { isValidOrgNumber, normaliseOrgNumber, orgNumbersOfCsv } from './org-number';

describe('organisation numbers', () => {
  it('accepts a right mod-11 check digit and refuses a wrong one', () => {
    expect(isValidOrgNumber('974760673')).toBe(true); // Brønnøysundregistrene
    expect(isValidOrgNumber('981599411')).toBe(true);
    expect(isValidOrgNumber('974 760 673')).toBe(true);
    expect(isValidOrgNumber('974760672')).toBe(false);
    expect(isValidOrgNumber('97476067')).toBe(false);
    expect(isValidOrgNumber('abcdefghi')).toBe(false);
    expect(normaliseOrgNumber('974.760.673')).toBe('974760673');
  });

  it('reads the numbers of a CSV once each, leaving the header out and naming what is no number', () => {
    const csv = 'orgnr;navn\n981599411;Fjord Bygg\n"985 660 018",Kyst\n981599411\n12345X;Feil\n';
    expect(orgNumbersOfCsv(csv)).toEqual({ numbers: ['981599411', '985660018'], bad: ['12345X'] });
  });
});
