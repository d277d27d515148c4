import { afterEach, describe, expect, it, vi } from 'vitest';

// SurveyJS's stylesheet is linked once, and our own rules come after it; the answering screen waits
// for it, but never forever: a stylesheet that cannot load lets the survey show, and is asked for
// again next time.
afterEach(() => {
  document.head.innerHTML = '';
  vi.resetModules();
});

const sheets = () => [...document.head.querySelectorAll('[data-survey]')].map((e) => `${e.tagName.toLowerCase()}:${(e as HTMLElement).dataset.survey}`);

describe('the survey stylesheet', () => {
  it('is linked once, before our rules, and settles when it has loaded', async () => {
    const { loadSurveyStyles } = await import('./survey-styles');
    const first = loadSurveyStyles();
    expect(loadSurveyStyles()).toBe(first);
    expect(sheets()).toEqual(['link:survey-core', 'style:portal']);
    const link = document.head.querySelector('link')!;
    expect(link.rel).toBe('stylesheet');
    expect(link.getAttribute('href')).toMatch(/survey-core.*\.css/);
    let settled = false;
    void first.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    link.dispatchEvent(new Event('load'));
    await first;
    expect(sheets()).toEqual(['link:survey-core', 'style:portal']);
  });

  it('lets the survey show when it cannot load, and is asked for again the next time', async () => {
    const { loadSurveyStyles } = await import('./survey-styles');
    const first = loadSurveyStyles();
    document.head.querySelector('link')!.dispatchEvent(new Event('error'));
    await first;
    expect(sheets()).toEqual(['style:portal']);
    const second = loadSurveyStyles();
    expect(second).not.toBe(first);
    expect(sheets()).toEqual(['link:survey-core', 'style:portal']);
  });

  it('lets the survey show when the stylesheet is slow, which applies when it comes', async () => {
    vi.useFakeTimers();
    try {
      const { STYLESHEET_WAIT_MS, loadSurveyStyles } = await import('./survey-styles');
      let settled = false;
      void loadSurveyStyles().then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(STYLESHEET_WAIT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
      expect(sheets()).toEqual(['link:survey-core', 'style:portal']);
    } finally {
      vi.useRealTimers();
    }
  });
});
