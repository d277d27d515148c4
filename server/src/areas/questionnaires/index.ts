// The questionnaires area (§9, server/src/areas/questionnaires/): its door.
export { questionnairesArea } from './questionnaires-area';
// The designer's save, for the demo data's designed templates.
export { createTemplate, parseDesign } from './templates';
// A template with every question type, for the demo data, tests and benches.
export {
  followUpQuestions,
  insertSampleTemplate,
  type SampleQuestion,
  type SampleTemplate,
} from './sample-template';
