// The questionnaires area (§9, server/src/questionnaires/): its door.
export { questionnairesArea } from './questionnaires-area';
