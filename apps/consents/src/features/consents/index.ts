// The consents area of the consents app: the editor's three tabs (§2.7) in one chunk, a user's own
// consents in another, each loaded when the shell mounts it.
import { lazy } from 'react';

const editors = () => import('./ConsentEditorPage');

export const PrivacyPolicyPage = lazy(() => editors().then((m) => ({ default: m.PrivacyPolicyPage })));
export const LoginConsentsPage = lazy(() => editors().then((m) => ({ default: m.LoginConsentsPage })));
export const QuestionnaireConsentsPage = lazy(() =>
  editors().then((m) => ({ default: m.QuestionnaireConsentsPage })),
);
export const MyConsentsPage = lazy(() => import('./MyConsentsPage'));
