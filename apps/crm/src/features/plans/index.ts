// Time plans' door (issue 29 item 4): each page in a chunk of its own.
import { lazy } from 'react';
/** page:time-plans: the list. */
export const TimePlansPage = lazy(() => import('./TimePlansPage'));
/** page:time-plan-edit: create and edit a plan, with its week grid. */
export const TimePlanFormPage = lazy(() => import('./TimePlanFormPage'));
/** page:time-plan-templates: the templates. */
export const TimePlanTemplatesPage = lazy(() => import('./TemplatesPage'));
/** page:time-plan-template-edit: create and edit a template. */
export const TimePlanTemplateFormPage = lazy(() => import('./TemplateFormPage'));
