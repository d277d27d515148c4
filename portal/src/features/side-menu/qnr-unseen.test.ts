import { describe, expect, it } from 'vitest';
import { qnrUnseenWhere, unseenQnrs } from './qnr-unseen';

describe('the questionnaires entry count', () => {
  it('sums the unseen totals, none as 0', () => {
    expect(unseenQnrs({ unseen_queries_aggregate: { aggregate: { sum: { total: '3' } } } })).toBe(3);
    expect(unseenQnrs({ unseen_queries_aggregate: { aggregate: { sum: { total: null } } } })).toBe(0);
    expect(unseenQnrs({ unseen_queries_aggregate: { aggregate: null } })).toBe(0);
  });

  it("counts the chosen participant's in the RECIPIENT context, never archived ones", () => {
    expect(qnrUnseenWhere(null)).toEqual({ archived: { _eq: false } });
    expect(qnrUnseenWhere(12)).toEqual({ archived: { _eq: false }, patient_id: { _eq: 12 } });
  });
});
