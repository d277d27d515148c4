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
const onPhone = () => typeof window !== 'undefined' && window.matchMedia?.('(max-width: 600px)').matches === true;

// Questions are rendered as they come into view, so a long questionnaire is quick on a phone: a
// screen's worth at once, the rest when scrolled to.
function renderLazily(survey: Model, firstBatch = 3) {
  survey.lazyRenderEnabled = true;
  survey.lazyRenderFirstBatchSize = firstBatch;
}

/** The whole model at once: reading answers, printing, the designer's preview. */
export function createSurvey(
  model: QnrTemplateModel,
  options: { lang: Language; data?: SurveyData; readOnly?: boolean },
): Model {
  void loadSurveyStyles();
  const survey = new Model(toSurveyJson(model, { lang: options.lang, readOnly: options.readOnly, showTitle: false }));
  renderLazily(survey);
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
  const staged = createStagedSurvey(toSurveyJson(model, { lang: options.lang, showTitle: false }), options.data, firstScreen);
  renderLazily(staged.survey, Math.min(3, firstScreen));
  staged.openPage(options.pageNo);
  return staged;
}
