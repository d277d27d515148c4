// SurveyJS in the page: the Norwegian texts, its stylesheet (survey-styles.ts) and a Model made
// from the template model by the one converter. Its React view is taken from here too, so SurveyJS
// is one chunk that loads in one request (survey-views-loader.ts asks for it beside the screens).
import { Model } from 'survey-core';
import 'survey-core/i18n/norwegian';
import type { Language, QnrTemplateModel } from '@portal/rules';
import { loadSurveyStyles } from './survey-styles';
import { FIRST_SCREEN, PHONE_FIRST_SCREEN, createStagedSurvey, type StagedSurvey } from './staged-survey';
import { toSurveyJson, type SurveyData } from './survey-model';

export { Survey } from 'survey-react-ui';

/** A phone's screen holds about two questions (a 375 px screen, the shell's top bar above). */
const onPhone = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(max-width: 600px)').matches === true;

// Every question is rendered, also those below the screen (issue 33.2): SurveyJS's lazy rendering
// drew a question only when scrolled into view, so Tab jumped from the last drawn one to the page's
// buttons. A long questionnaire is still quick to open: the answering model is made in stages.
function renderEverything(survey: Model) {
  survey.lazyRenderEnabled = false;
}

// After "Neste" or "Forrige" the focus goes to the new page's first question (issue 33.2, WCAG
// 2.4.3), by SurveyJS's own option; not when the questionnaire opens, where a focused text box
// would open a phone's keyboard over the page.
function focusFirstQuestionOnPageChange(survey: Model) {
  survey.autoFocusFirstQuestion = false;
  survey.onCurrentPageChanged.add(() => {
    survey.autoFocusFirstQuestion = true;
  });
}

/** The whole model at once: reading answers, printing, the designer's preview. */
export function createSurvey(
  model: QnrTemplateModel,
  options: { lang: Language; data?: SurveyData; readOnly?: boolean },
): Model {
  void loadSurveyStyles();
  const survey = new Model(
    toSurveyJson(model, { lang: options.lang, readOnly: options.readOnly, showTitle: false }),
  );
  renderEverything(survey);
  if (options.data) survey.data = options.data;
  return survey;
}

/**
 * The model for answering, made in stages (staged-survey.ts): the opened page's first screen now,
 * the rest after the first paint (issue 13 figure: 200 questions, first question usable within 1 s).
 */
export function createAnsweringSurvey(
  model: QnrTemplateModel,
  options: { lang: Language; data?: SurveyData; pageNo: number },
): StagedSurvey {
  void loadSurveyStyles();
  // On a phone the first screen is made smaller still: each question made and rendered before the
  // first can be typed in costs about 25 ms there (issue 13 figure).
  const firstScreen = onPhone() ? PHONE_FIRST_SCREEN : FIRST_SCREEN;
  const staged = createStagedSurvey(
    toSurveyJson(model, { lang: options.lang, showTitle: false }),
    options.data,
    firstScreen,
  );
  renderEverything(staged.survey);
  focusFirstQuestionOnPageChange(staged.survey);
  staged.openPage(options.pageNo);
  return staged;
}
