// The CRM app's record form frame, shared by its organization, time plan and template pages.
export { RecordForm, WhenLoaded } from './RecordForm';
