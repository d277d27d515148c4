// A SurveyJS model for answering, built in stages (issue 13 figure: 200 questions usable within 1 s
// on a slow phone). `new Model(json)` makes every question object up front, and for a long template
// that is most of the time before the first question can be typed in. Here the model starts as a
// skeleton: every page, with the opened page's first screen of questions and, on each other page,
// just enough to make that page visible exactly when the full page would be. The rest is added in
// small tasks after the first paint (the opened page first), and all at once whenever a page is
// checked or the survey completed, so validation always sees every question.
//
// Same semantics as the full model: the data is the survey's (a question added later reads its
// answer from it and runs its conditions on the answers given so far, on any page); the page count,
// the navigation buttons and one section a screen (collapse_all) are those of the full template.
import { Model, Serializer, type PageModel, type Question } from 'survey-core';
import type { SurveyElement, SurveyJson } from './survey-model';

/** Questions of the opened page made before the first paint: a screen and some (a phone: two). */
export const FIRST_SCREEN = 4;
export const PHONE_FIRST_SCREEN = 2;
/**
 * One background task's share of the main thread (ms): a keystroke waits at most about this long,
 * and SurveyJS renders the page again after each task, so fewer, longer tasks cost less in all.
 */
const TASK_BUDGET_MS = 50;
/**
 * How long the first screen has the main thread to itself (SurveyJS's own work after its first
 * render, the first keystrokes) before the rest is built; a scroll starts the build at once.
 */
const START_DELAY_MS = 800;

/** Runs `task` when the page is idle (after input and painting), soon in any case; returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 200 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}

class StagedModel extends Model {
  beforeCheck: () => void = () => {};

  // Next and Complete both check the page here: the page must be whole first.
  protected override doCurrentPageComplete(doComplete: boolean): boolean {
    this.beforeCheck();
    return super.doCurrentPageComplete(doComplete);
  }
}

/**
 * How many of a page's elements the skeleton holds: at least `least`, and up to the first element
 * without a condition (so the skeleton page is visible exactly when the full page is; a page whose
 * every element has a condition is taken whole).
 */
export function skeletonLength(elements: readonly SurveyElement[], least: number): number {
  const unconditional = elements.findIndex((e) => e.visibleIf === undefined);
  const needed = unconditional < 0 ? elements.length : unconditional + 1;
  return Math.min(elements.length, Math.max(least, needed));
}

export interface StagedSurvey {
  survey: Model;
  /** Opens a page (an index among the visible pages) with its first screen made. */
  openPage(pageNo: number): void;
  /** Adds the rest in small tasks, the current page first; returns the cancel. */
  buildInBackground(onDone?: () => void): () => void;
  /** Adds everything still missing, now. */
  finish(): void;
  /** true once every element of the template is in the model. */
  readonly complete: boolean;
}

export function createStagedSurvey(
  json: SurveyJson,
  data: Record<string, unknown> | undefined,
  firstScreen = FIRST_SCREEN,
): StagedSurvey {
  const skeleton: SurveyJson = {
    ...json,
    pages: json.pages.map((page, index) => ({
      ...page,
      elements: page.elements.slice(0, skeletonLength(page.elements, index === 0 ? firstScreen : 1)),
    })),
  };
  const survey = new StagedModel(skeleton);
  if (data) survey.data = data;
  // What is still to add, per page, in the template's order.
  const pending = new Map<PageModel, SurveyElement[]>();
  json.pages.forEach((page, index) => {
    const made = skeleton.pages[index]!.elements.length;
    const model = survey.pages[index];
    if (model && made < page.elements.length) pending.set(model, page.elements.slice(made));
  });

  // A row added is not animated in (SurveyJS measures the page's layout for each one).
  for (const page of pending.keys()) page.blockAnimations();

  const addNext = (page: PageModel): boolean => {
    const rest = pending.get(page);
    const json = rest?.shift();
    if (!rest || !json) return false;
    const element = Serializer.createClass(json.type) as Question;
    element.fromJSON(json);
    page.addElement(element);
    if (rest.length === 0) {
      pending.delete(page);
      page.releaseAnimations();
    }
    return true;
  };
  const nextPage = (): PageModel | undefined => {
    const current = survey.currentPage as PageModel | undefined;
    return current && pending.has(current) ? current : pending.keys().next().value;
  };
  const finish = () => {
    for (let page = nextPage(); page; page = nextPage()) while (addNext(page));
  };
  survey.beforeCheck = finish;

  return {
    survey,
    openPage(pageNo) {
      if (pageNo > 0 && pageNo < survey.visiblePageCount) survey.currentPageNo = pageNo;
      const current = survey.currentPage as PageModel | undefined;
      if (!current) return;
      for (let i = current.elements.length; i < firstScreen && addNext(current); i++);
    },
    buildInBackground(onDone) {
      let cancelTask = () => {};
      const done = () => {
        document.removeEventListener('keydown', tab, true);
        onDone?.();
      };
      const task = () => {
        const started = performance.now();
        for (let page = nextPage(); page && performance.now() - started < TASK_BUDGET_MS; page = nextPage())
          addNext(page);
        if (pending.size > 0) cancelTask = whenIdle(task);
        else done();
      };
      const start = () => {
        clearTimeout(delay);
        document.removeEventListener('scroll', start, true);
        cancelTask = whenIdle(task);
      };
      // Tab: the keyboard goes through the questions in order, so every one must be there before
      // the focus moves on (issue 33.2): the rest is made now, before the key's own move.
      const tab = (event: KeyboardEvent) => {
        if (event.key !== 'Tab') return;
        clearTimeout(delay);
        document.removeEventListener('scroll', start, true);
        cancelTask();
        finish();
        done();
      };
      const delay = setTimeout(start, START_DELAY_MS);
      // A scroll of the page or of any box in it: the person is on the way to the questions below.
      document.addEventListener('scroll', start, { capture: true, passive: true });
      document.addEventListener('keydown', tab, true);
      return () => {
        clearTimeout(delay);
        document.removeEventListener('scroll', start, true);
        document.removeEventListener('keydown', tab, true);
        cancelTask();
      };
    },
    finish,
    get complete() {
      return pending.size === 0;
    },
  };
}
