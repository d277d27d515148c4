// The questionnaire templates part (issue 13.1-13.3): its door. questionnaires-area.ts registers
// its mutations.
export { templateMutations } from './template-mutations';
// The demo data (server/src/demo/templates.ts) creates its designer-made templates the same way.
export { createTemplate, parseDesign } from './template-store';
// The effective template (genesis overrides applied), for sending and generate_on_start.
export { effectiveTemplates, templateSnapshot, type EffectiveTemplate } from './effective-template';
