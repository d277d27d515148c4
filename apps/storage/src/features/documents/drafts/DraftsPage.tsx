// Route "drafts" (/documents/drafts, §2.3; issue 14 part 4): the user's drafts, a new one, and a
// draft open in the editor at its own address (/documents/drafts/<id>), so a later visit resumes it.
import { definePage, type PageProps } from '@portal/sdk';
import { DraftList } from './DraftList';
import { DraftRoutes } from './DraftRoutes';

const DraftsPage = definePage(function DraftsPage({ basePath, query }: PageProps) {
  return <DraftRoutes basePath={basePath} query={query} start={<DraftList basePath={basePath} />} />;
});

export default DraftsPage;
export { DraftsPage };
