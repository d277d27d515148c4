// SurveyJS's stylesheet (about 330 KB of CSS) as a file of the app's own, linked once: the browser
// loads it beside SurveyJS's script, caches it with the app's version and keeps it parsed, where an
// inline <style> in the script was parsed again at every start of the page (issue 13 figure;
// docs/decisions.md). Our own few rules for the answering screen stay inline.
import surveyCssHref from 'survey-core/survey-core.fontless.min.css?app-file';

// SurveyJS's theme names Open Sans with no fallback, which a phone does not have (it showed a serif
// face): the survey writes in the portal's own font.
const OUR_RULES = `
.qnr-survey .sd-root-modern { background: transparent; }
.qnr-survey .sd-root-modern, .qnr-survey .sd-root-modern * { font-family: inherit; }
@media (max-width: 768px) { .qnr-survey .sd-item__control-label, .qnr-survey .sd-btn { min-height: 44px; } }
.qnr-survey .qnr-narrative { font-style: italic; margin: 0; }`;

/** How long a survey waits for the stylesheet at most; it applies whenever it comes. */
export const STYLESHEET_WAIT_MS = 4_000;

let ours: HTMLStyleElement | null = null;
let loading: Promise<void> | null = null;

/**
 * Links the stylesheet (once) and settles when it applies. A stylesheet that cannot load, or is
 * slow to (a stalled network), is no reason to keep the questionnaire from its participant: the
 * promise settles then too, or after STYLESHEET_WAIT_MS, and the survey shows with the portal's
 * own styles. One that failed is asked for again by the next survey screen.
 */
export function loadSurveyStyles(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  if (!ours) {
    ours = document.createElement('style');
    ours.dataset.survey = 'portal';
    ours.textContent = OUR_RULES;
    document.head.append(ours);
  }
  const before = ours;
  loading ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = surveyCssHref;
    link.dataset.survey = 'survey-core';
    const waited = setTimeout(resolve, STYLESHEET_WAIT_MS);
    link.addEventListener('load', () => {
      clearTimeout(waited);
      resolve();
    });
    link.addEventListener('error', () => {
      clearTimeout(waited);
      link.remove();
      loading = null;
      resolve();
    });
    // Before our rules, which refine it.
    document.head.insertBefore(link, before);
  });
  return loading;
}
