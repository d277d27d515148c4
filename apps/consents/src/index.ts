// The consents app's entry: the modules the shell can mount (docs/apps.md). The privacy and
// consents page (§2.7) mounts one editor per tab; a user's own consents are a page the app declares.
import type { AppModules } from '@portal/sdk';
import {
  LoginConsentsPage,
  MyConsentsPage,
  PrivacyPolicyPage,
  QuestionnaireConsentsPage,
} from './features/consents';
import { SelectFeaturesPage, SelectVersionsPage } from './features/revman';
import { MyAccessLogPage } from './features/access-log';
import { DesignerOverviewPage, MyOverviewPage } from './features/overview-designer';

export const modules = {
  'page:privacy-policy': PrivacyPolicyPage,
  'page:login-consents': LoginConsentsPage,
  'page:questionnaire-consents': QuestionnaireConsentsPage,
  'page:my-consents': MyConsentsPage,
  'page:my-access-log': MyAccessLogPage,
  'page:select-versions': SelectVersionsPage,
  'page:select-features': SelectFeaturesPage,
  'page:designer-overview': DesignerOverviewPage,
  'page:my-overview': MyOverviewPage,
} satisfies AppModules;
