// A live preview of a template model as the participant will see it (the designer's preview, in
// both sizes): SurveyJS from the one converter, answerable but never saved. Each change makes a new
// survey and disposes the one before (issue 26 item 13).
import { useEffect, useMemo, useRef } from 'react';
import { Survey } from './survey-runtime';
import { Box } from '@mui/material';
import type { Language, QnrTemplateModel } from '@portal/rules';
import { createSurvey } from './survey-runtime';

export default function QnrPreview({
  model,
  lang,
  width,
}: {
  model: QnrTemplateModel;
  lang: Language;
  width?: number;
}) {
  const survey = useMemo(() => {
    const s = createSurvey(model, { lang });
    s.onCompleting.add((_, options) => {
      options.allow = false;
    });
    return s;
  }, [model, lang]);
  // A survey left behind keeps its questions' resize watchers, which read an element that is gone
  // (SurveyJS's scrollable container: an uncaught TypeError on scrollWidth after a few changes).
  // Only a replaced one: React's strict mode runs an effect's cleanup and the effect again on mount.
  const shown = useRef(survey);
  useEffect(() => {
    const replaced = shown.current;
    shown.current = survey;
    if (replaced !== survey) replaced.dispose();
  }, [survey]);
  return (
    <Box
      className="qnr-survey"
      sx={{ width: width ?? '100%', maxWidth: '100%', overflowX: 'auto' }}
      data-testid="qnr-preview"
    >
      <Survey model={survey} />
    </Box>
  );
}
