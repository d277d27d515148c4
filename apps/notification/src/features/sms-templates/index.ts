// SMS templates (issue 31 items 5 and 6): the §2.3 page, in a chunk of its own.
import { lazy } from 'react';

export const SmsTemplatesPage = lazy(() => import('./SmsTemplatesPage'));
