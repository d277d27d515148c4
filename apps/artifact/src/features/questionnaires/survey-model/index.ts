// survey-model: the one converter between the §3 template model and SurveyJS (survey-core 3).
//
//   buildTemplateModel(rows)         the template's rows (templates, template_flags, question_template
//                                    with its questions, question_composite_question with its
//                                    questions) -> QnrTemplateModel (from @portal/rules, which also
//                                    documents the `properties` keys each question reads)
//   toSurveyJson(model, { lang, readOnly?, showTitle? })  -> SurveyJS form JSON (`new Model(json)`)
//   toSurveyData(model, answerRows)  -> SurveyJS `survey.data`
//   fromSurveyData(model, data)      -> answer rows { question_id, composite_question_id, row_id, value }
//   validateAnswers(model, rows, { complete })  the server's own rules, to show before sending
//   The server serves a questionnaire's model with its answers: GET /api/questionnaires/:id, and a
//   template's model for a preview: GET /api/questionnaire-templates/:id/model (staff).
//
// Question types: QUESTION_TYPES (text, longtext, number, date, single, multiple, scale, yesno,
// composite, info, signature); a question named `q<question_id>`, sections are SurveyJS pages.
// Stable API: add, never rename; the designer's preview (qnr-templates) uses the same calls.
export { buildTemplateModel, modelQuestions, validateAnswers, QUESTION_TYPES } from '@portal/rules';
export type { AnswerRow, AnswerValue, QnrTemplateModel, QnrQuestion, QuestionType, TemplateRows } from '@portal/rules';
export { toSurveyJson, visibleIfExpression, questionName, questionIdOf, type SurveyElement, type SurveyJson } from './survey-json';
export { fromSurveyData, toSurveyData, type SurveyData } from './survey-data';
