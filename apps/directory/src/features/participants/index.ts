// The "my participants" feature's door: one page for every sub-view, in a chunk of its own.
import { lazy } from 'react';

export const MyParticipantsPage = lazy(() => import('./MyParticipantsPage'));
export { participantsTexts } from './participants-texts';
