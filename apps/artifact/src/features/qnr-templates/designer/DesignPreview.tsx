// Issue 13.2: the live preview, at desktop width or in a 375 px phone frame. The unsaved design
// becomes the template model's rows and goes through the questionnaires area's own preview (the
// one converter and the answering screen's SurveyJS runtime), so what the designer sees is what a
// participant answers; conditions can be tried in it, nothing is saved.
import { Suspense, useMemo, useState } from 'react';
import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { buildTemplateModel, designToTemplateRows, type TemplateDesign } from '@portal/rules';
import { useAppTranslation } from '@portal/sdk';
import { QnrPreview } from '../../questionnaires';
import { qnrTemplatesTexts } from '../qnr-templates-texts';

export type PreviewSize = 'desktop' | 'phone';

export function DesignPreview({ design }: { design: TemplateDesign }) {
  const { t, language } = useAppTranslation(qnrTemplatesTexts);
  const [size, setSize] = useState<PreviewSize>('desktop');
  const model = useMemo(
    () =>
      buildTemplateModel(
        designToTemplateRows(design.template.title, design.questions, design.template.flags.collapse_all),
      ),
    [design.template.title, design.template.flags.collapse_all, design.questions],
  );
  const empty = design.questions.every((question) => question.type === 'section');
  return (
    <Box component="section" aria-labelledby="qnr-preview-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="qnr-preview-title" component="h2" variant="h6">
          {t('preview')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={size}
          aria-label={t('previewSize')}
          onChange={(_, next: PreviewSize | null) => next && setSize(next)}
        >
          <ToggleButton value="desktop">{t('previewDesktop')}</ToggleButton>
          <ToggleButton value="phone">{t('previewPhone')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {empty ? (
        <Typography color="text.secondary">{t('previewEmpty')}</Typography>
      ) : (
        <Box
          role="region"
          aria-label={t('previewLabel')}
          data-testid="qnr-preview-frame"
          data-size={size}
          className="qnr-survey"
          sx={{
            width: size === 'phone' ? 375 : '100%',
            maxWidth: '100%',
            mx: size === 'phone' ? 'auto' : 0,
            border: 1,
            borderColor: 'divider',
            borderRadius: size === 'phone' ? 3 : 1,
            overflow: 'auto',
            maxHeight: size === 'phone' ? 720 : 'none',
          }}
        >
          <Suspense fallback={<Typography role="status">{t('loading')}</Typography>}>
            <QnrPreview model={model} lang={language} />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}
