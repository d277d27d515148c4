// A list reordered by drag and drop (the apps' shared handle, apps/shared/sortable-list: pointer, or
// space and the arrow keys, announced to screen readers in the user's language) and by the up and
// down buttons of each row, for those who neither drag nor use the handle's keys. Used by the
// favourites and the designer.
import type { ReactNode } from 'react';
import { Box, IconButton, Stack } from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import { SortableList, SortableListItem } from '../../../../shared/sortable-list';
import { ArrowDownIcon, ArrowUpIcon } from './icons';
import { qnrTemplatesTexts } from './qnr-templates-texts';

export interface SortableItem {
  id: string;
  title: string;
}

function SortableRow({
  item,
  index,
  count,
  selected,
  onMove,
  children,
}: {
  item: SortableItem;
  index: number;
  count: number;
  selected: boolean;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  const title = item.title || String(index + 1);
  return (
    <SortableListItem
      id={item.id}
      handleLabel={t('dragQuestion', { title })}
      divider
      data-row={item.title}
      sx={{
        gap: 0.5,
        px: 0.5,
        alignItems: 'flex-start',
        bgcolor: selected ? 'action.selected' : 'background.paper',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      <Stack>
        <IconButton
          size="small"
          aria-label={t('moveUp', { title })}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          <ArrowUpIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('moveDown', { title })}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          <ArrowDownIcon fontSize="small" />
        </IconButton>
      </Stack>
    </SortableListItem>
  );
}

export function SortableRows<T extends SortableItem>({
  items,
  label,
  selectedId,
  onMove,
  render,
  testId,
}: {
  items: readonly T[];
  label: string;
  selectedId?: string | null;
  onMove: (from: number, to: number) => void;
  render: (item: T, index: number) => ReactNode;
  testId?: string;
}) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  return (
    <SortableList entries={items} label={label} t={t} onMove={onMove} pointerDistance={4} testId={testId}>
      {items.map((item, index) => (
        <SortableRow
          key={item.id}
          item={item}
          index={index}
          count={items.length}
          selected={selectedId === item.id}
          onMove={onMove}
        >
          {render(item, index)}
        </SortableRow>
      ))}
    </SortableList>
  );
}
