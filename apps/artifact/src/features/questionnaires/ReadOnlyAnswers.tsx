// A questionnaire's answers shown with SurveyJS, read only (staff reading, the participant's
// answered questionnaire, the print view).
import { useMemo } from 'react';
import { Survey } from './survey-runtime';
import { Box } from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import type { QnrDetail } from './qnr-api';
import { qnrTexts } from './qnr-texts';
import { createSurvey } from './survey-runtime';
import { toSurveyData } from './survey-model';

export function ReadOnlyAnswers({ detail }: { detail: QnrDetail }) {
  const { language } = useAppTranslation(qnrTexts);
  const survey = useMemo(
    () => createSurvey(detail.model, { lang: language, readOnly: true, data: toSurveyData(detail.model, detail.answers) }),
    [detail, language],
  );
  return (
    <Box className="qnr-survey" data-testid="qnr-answers">
      <Survey model={survey} />
    </Box>
  );
}
