// Routes "rich-edit" (/rich-edit) and "document editor" (/document-editor), §2.3, issue 14 part 6:
// the editor on its own, writing into a draft so nothing is lost; the user's drafts to open, a
// new one, and the editor at …/<id>.
import { Stack, Typography } from '@mui/material';
import { definePage, useAppTranslation, type PageProps } from '@portal/sdk';
import { documentsTexts } from '../documents-texts';
import { DraftList } from '../drafts/DraftList';
import { DraftRoutes } from '../drafts/DraftRoutes';

function Start({ basePath }: { basePath: string }) {
  const { t } = useAppTranslation(documentsTexts);
  return (
    <Stack spacing={2}>
      <Typography>{t('richEditIntro')}</Typography>
      <Typography component="h2" variant="h6">
        {t('chooseDraft')}
      </Typography>
      <DraftList basePath={basePath} title={t('richEditTitle')} />
    </Stack>
  );
}

const RichEditPage = definePage(function RichEditPage({ basePath, query }: PageProps) {
  return <DraftRoutes basePath={basePath} query={query} start={<Start basePath={basePath} />} />;
});

export default RichEditPage;
export { RichEditPage };
