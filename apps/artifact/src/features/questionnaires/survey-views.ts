// The screens that render a questionnaire with SurveyJS, one chunk (survey-views-loader.ts loads it).
export { QnrAnswer } from './QnrAnswer';
export { ReadOnlyAnswers } from './ReadOnlyAnswers';
