// A live preview of a template model as the participant will see it (the designer's preview, in
// both sizes): SurveyJS from the one converter, answerable but never saved.
import { useMemo } from 'react';
import { Survey } from './survey-runtime';
import { Box } from '@mui/material';
import type { Language, QnrTemplateModel } from '@portal/rules';
import { createSurvey } from './survey-runtime';

export default function QnrPreview({ model, lang, width }: { model: QnrTemplateModel; lang: Language; width?: number }) {
  const survey = useMemo(() => {
    const s = createSurvey(model, { lang });
    s.onCompleting.add((_, options) => {
      options.allow = false;
    });
    return s;
  }, [model, lang]);
  return (
    <Box className="qnr-survey" sx={{ width: width ?? '100%', maxWidth: '100%', overflowX: 'auto' }} data-testid="qnr-preview">
      <Survey model={survey} />
    </Box>
  );
}
