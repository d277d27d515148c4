// The documents page (route "documents", /customer/documents, the files area's page) also holds
// the signing screen at …/sign/<id>, the address the signing SMS names: this wraps that page so
// the address reaches the signing screen and every other address the page itself.
import type { ComponentType } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { Typography } from '@mui/material';
import { definePage, useAppTranslation, type PageProps } from '@portal/sdk';
import { documentsTexts } from '../documents-texts';
import { SignDocumentScreen } from './SignDocumentScreen';

function SignById({ basePath }: { basePath: string }) {
  const { t } = useAppTranslation(documentsTexts);
  const { shareId } = useParams();
  if (!shareId || !/^[1-9][0-9]{0,15}$/.test(shareId))
    return <Typography role="alert">{t('notFound')}</Typography>;
  return <SignDocumentScreen key={shareId} shareId={Number(shareId)} backTo={basePath} />;
}

export function withDocumentSigning(Page: ComponentType<PageProps>) {
  return definePage(function DocumentsPageWithSigning(props: PageProps) {
    return (
      <Routes>
        <Route path="sign/:shareId" element={<SignById basePath={props.basePath} />} />
        <Route path="*" element={<Page {...props} />} />
      </Routes>
    );
  });
}
