import { describe, expect, it, vi } from 'vitest';
import { Model } from 'survey-core';
import { FIRST_SCREEN, PHONE_FIRST_SCREEN, createStagedSurvey, skeletonLength } from './staged-survey';
import { toSurveyJson, type SurveyElement, type SurveyJson } from './survey-model';
import { buildTemplateModel, type TemplateRows } from './survey-model';

const el = (name: string, visibleIf?: string): SurveyElement => ({
  type: 'text',
  name,
  ...(visibleIf ? { visibleIf } : {}),
});

/** 30 questions in two sections; q3 shows when q2 is 'ja', q25 (second section) when q1 is 'x'. */
function template(collapse: boolean): SurveyJson {
  const q = (id: number, properties: Record<string, unknown>) => ({
    id,
    title: `Spørsmål ${id}`,
    description: null,
    properties,
  });
  const rows: TemplateRows = {
    template: { id: 1, title: 'Lang' },
    flags: { collapse_all: collapse },
    questions: Array.from({ length: 30 }, (_, i) => ({
      id: 100 + i,
      question_id: i + 1,
      position: i,
      properties: {
        ...(i === 2 ? { showIf: { question_id: 2, op: 'eq', value: 'ja' } } : {}),
        ...(i === 20 ? { section: 'Del 2' } : {}),
        ...(i === 24 ? { showIf: { question_id: 1, op: 'eq', value: 'x' } } : {}),
      },
      question: q(i + 1, { type: 'text', required: i === 29 }),
    })),
    composites: [],
  };
  return toSurveyJson(buildTemplateModel(rows), { lang: 'no', showTitle: false });
}

const names = (survey: Model) => survey.getAllQuestions().map((x) => x.name);

describe('staged-survey', () => {
  it('takes a page up to its first question without a condition, and at least the asked number', () => {
    expect(skeletonLength([el('a', '{x} = 1'), el('b', '{x} = 2'), el('c'), el('d')], 1)).toBe(3);
    expect(skeletonLength([el('a', '{x} = 1'), el('b', '{x} = 2')], 1)).toBe(2);
    expect(skeletonLength([el('a'), el('b'), el('c')], 2)).toBe(2);
    expect(skeletonLength([el('a')], 8)).toBe(1);
  });

  it('starts with the first screen and every page, and ends as the whole model with the same data and conditions', () => {
    const json = template(true);
    const whole = new Model(json);
    const staged = createStagedSurvey(json, { q1: 'x', q2: 'ja', q4: 'kept' });
    staged.openPage(0);
    expect(staged.survey.visiblePageCount).toBe(whole.visiblePageCount);
    expect(staged.survey.pages[0]!.elements).toHaveLength(FIRST_SCREEN);
    expect(staged.complete).toBe(false);
    staged.finish();
    expect(staged.complete).toBe(true);
    expect(names(staged.survey)).toEqual(names(whole));
    expect(staged.survey.getQuestionByName('q4').value).toBe('kept');
    expect(staged.survey.getQuestionByName('q3').isVisible).toBe(true);
    // A question added late runs its condition on an answer of another page.
    expect(staged.survey.getQuestionByName('q25').isVisible).toBe(true);
    staged.survey.setValue('q1', 'y');
    expect(staged.survey.getQuestionByName('q25').isVisible).toBe(false);
  });

  it("makes a phone's smaller first screen, and the same whole model in the end", () => {
    const json = template(true);
    const staged = createStagedSurvey(json, undefined, PHONE_FIRST_SCREEN);
    staged.openPage(0);
    expect(staged.survey.pages[0]!.elements.length).toBeLessThan(FIRST_SCREEN);
    expect(staged.survey.pages[0]!.elements.length).toBeGreaterThanOrEqual(PHONE_FIRST_SCREEN);
    staged.finish();
    expect(staged.survey.getAllQuestions()).toHaveLength(new Model(json).getAllQuestions().length);
  });

  it('builds the rest in the background, the opened page first', async () => {
    const staged = createStagedSurvey(template(true), undefined);
    staged.openPage(1);
    expect(staged.survey.currentPageNo).toBe(1);
    expect(staged.survey.currentPage.elements.length).toBeGreaterThanOrEqual(Math.min(FIRST_SCREEN, 10));
    const done = new Promise<void>((resolve) => staged.buildInBackground(resolve));
    // The first screen has the main thread to itself for a while; a scroll starts the rest at once.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(staged.complete).toBe(false);
    document.dispatchEvent(new Event('scroll'));
    await done;
    expect(staged.complete).toBe(true);
    expect(staged.survey.getAllQuestions()).toHaveLength(30);
  });

  it('builds the rest after a pause without a scroll too', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] });
    try {
      const staged = createStagedSurvey(template(true), undefined);
      staged.openPage(0);
      let done = false;
      staged.buildInBackground(() => (done = true));
      await vi.advanceTimersByTimeAsync(100);
      expect(staged.complete).toBe(false);
      await vi.runAllTimersAsync();
      expect(done).toBe(true);
      expect(staged.complete).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('makes every question at the first Tab, so the keyboard finds them all in order (issue 33.2)', () => {
    const staged = createStagedSurvey(template(false), undefined);
    staged.openPage(0);
    let done = false;
    const cancel = staged.buildInBackground(() => (done = true));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(staged.complete).toBe(false);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(staged.complete).toBe(true);
    expect(done).toBe(true);
    expect(staged.survey.getAllQuestions()).toHaveLength(30);
    cancel();
  });

  it('stops when cancelled before it started', async () => {
    const staged = createStagedSurvey(template(true), undefined);
    staged.openPage(0);
    const cancel = staged.buildInBackground(() => undefined);
    cancel();
    document.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(staged.complete).toBe(false);
  });

  it('adds everything before a page is checked, so a required question further down is asked for', () => {
    const staged = createStagedSurvey(template(false), undefined);
    staged.openPage(0);
    expect(staged.survey.getQuestionByName('q30')).toBeNull();
    expect(staged.survey.tryComplete()).toBe(false);
    expect(staged.survey.getQuestionByName('q30').errors).toHaveLength(1);
  });
});
