// Which occurrences of a series a move or a delete is for: this one, this and following, or all.
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import type { Scope } from './calendar-api';
import { calendarTexts } from './calendar-texts';

export function ScopeDialog({
  open,
  title,
  onChoose,
  onCancel,
}: {
  open: boolean;
  title: string;
  onChoose: (scope: Scope) => void;
  onCancel: () => void;
}) {
  const { t } = useAppTranslation(calendarTexts);
  const [scope, setScope] = useState<Scope>('this');
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="calendar-scope-title">
      <DialogTitle id="calendar-scope-title">{title}</DialogTitle>
      <DialogContent>
        <RadioGroup
          aria-labelledby="calendar-scope-title"
          value={scope}
          onChange={(e) => setScope(e.target.value as Scope)}
        >
          {(['this', 'following', 'all'] as const).map((s) => (
            <FormControlLabel key={s} value={s} control={<Radio />} label={t(`scope.${s}`)} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button variant="contained" onClick={() => onChoose(scope)}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
