// The template administration's screens under the generate page (…/generate/templates): the list,
// a new template, and one to edit. For administrators; the server refuses anyone else too.
import { Route, Routes, useParams } from 'react-router';
import { Typography } from '@mui/material';
import { useAppTranslation, useShell } from '@portal/sdk';
import { EditTemplate, NewTemplate } from './TemplateEditor';
import { TemplateList } from './TemplateList';
import { templatesTexts } from './templates-texts';

function EditById({ basePath }: { basePath: string }) {
  const { t } = useAppTranslation(templatesTexts);
  const { templateId } = useParams();
  if (!templateId || !/^[1-9][0-9]{0,15}$/.test(templateId))
    return <Typography role="alert">{t('error_template_not_found')}</Typography>;
  return <EditTemplate key={templateId} templateId={Number(templateId)} basePath={basePath} />;
}

export default function TemplateAdmin({ generatePath }: { generatePath: string }) {
  const { t } = useAppTranslation(templatesTexts);
  const { user } = useShell();
  const basePath = `${generatePath}/templates`;
  if (user.role !== 'admin') return <Typography role="alert">{t('adminOnly')}</Typography>;
  return (
    <Routes>
      <Route index element={<TemplateList basePath={basePath} backTo={generatePath} />} />
      <Route path="new" element={<NewTemplate basePath={basePath} />} />
      <Route path=":templateId" element={<EditById basePath={basePath} />} />
    </Routes>
  );
}
