// The document category as a select: the list's filter and the upload's choice, with "all" (none).
import { MenuItem, TextField } from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import { CATEGORIES } from './files-api';
import { filesTexts } from './files-texts';

export function CategorySelect({ value, onChange }: { value: string; onChange: (category: string) => void }) {
  const { t } = useAppTranslation(filesTexts);
  return (
    <TextField
      select
      size="small"
      label={t('category')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{t('allCategories')}</MenuItem>
      {CATEGORIES.map((c) => (
        <MenuItem key={c} value={c}>
          {t(`category.${c}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A row of the files' and the post journal's lists: a bordered box whose parts wrap on a phone. */
export const listRowSx = (alignItems: 'center' | 'flex-start') => ({
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  p: 1.5,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 1,
  alignItems,
});
