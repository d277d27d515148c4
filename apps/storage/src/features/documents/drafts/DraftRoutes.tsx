// The screens the drafts page and the rich-edit page share (issue 14 parts 4 and 6): their start
// screen, a new draft (…/new), a draft in the editor at its own address (…/<id>), and the older
// link form …?draft=<id> that the start screen answers with the editor.
import type { ReactNode } from 'react';
import { Route, useParams } from 'react-router';
import { Typography } from '@mui/material';
import { PageRoutes, useAppTranslation, type PageProps } from '@portal/sdk';
import { documentsTexts } from '../documents-texts';
import { DraftEditor } from '../editor/DraftEditor';
import { NewDraftForm } from './NewDraftForm';

const DRAFT_ID = /^[1-9][0-9]{0,15}$/;

function DraftById({ basePath }: { basePath: string }) {
  const { t } = useAppTranslation(documentsTexts);
  const { id } = useParams();
  if (!id || !DRAFT_ID.test(id)) return <Typography role="alert">{t('notFound')}</Typography>;
  return <DraftEditor key={id} draftId={Number(id)} basePath={basePath} />;
}

export function DraftRoutes({ basePath, query, start }: Pick<PageProps, 'basePath' | 'query'> & { start: ReactNode }) {
  const { t } = useAppTranslation(documentsTexts);
  const initialDraft = typeof query.draft === 'string' && DRAFT_ID.test(query.draft) ? Number(query.draft) : null;
  return (
    <PageRoutes app="storage" notFound={<Typography role="alert">{t('notFound')}</Typography>}>
      <Route index element={initialDraft ? <DraftEditor draftId={initialDraft} basePath={basePath} /> : start} />
      <Route path="new" element={<NewDraftForm basePath={basePath} backTo={basePath} />} />
      <Route path=":id" element={<DraftById basePath={basePath} />} />
    </PageRoutes>
  );
}
