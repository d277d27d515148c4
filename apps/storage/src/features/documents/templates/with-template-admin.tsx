// The generate page (route "generate") also holds the administration of its templates at
// …/templates: this wraps the page so those addresses reach the template screens (their own
// chunk) and every other address the generate page itself. No new route of §2.3 was needed.
import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { definePage, type PageProps } from '@portal/sdk';

const TemplateAdmin = lazy(() => import('./TemplateAdmin'));

export function withTemplateAdmin(Page: ComponentType<PageProps>) {
  return definePage(function GenerateWithTemplates(props: PageProps) {
    return (
      <Routes>
        <Route path="templates/*" element={<TemplateAdmin generatePath={props.basePath} />} />
        <Route path="*" element={<Page {...props} />} />
      </Routes>
    );
  });
}
