// A list reordered by drag and drop with @dnd-kit: drag a row's handle with the pointer, or focus the
// handle and use space and the arrow keys; each step is announced to screen readers in the user's
// language. One handle for every app list that reorders (the template designer and favourites, the
// shortcuts); the app brings its rows, its texts and what a move does.
import type { ReactNode } from 'react';
import { IconButton, List, ListItem, SvgIcon, type ListItemProps, type SvgIconProps } from '@mui/material';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { TranslateVariables } from '@portal/sdk';

/**
 * The app's texts the list reads, each in the app's own namespace (both languages): `dragHelp` the
 * handle's instructions, the others take `title` and (`movedTo`, `droppedAt`) `place` and `count`.
 */
export type SortableListTextKey = 'dragHelp' | 'pickedUp' | 'movedTo' | 'droppedAt' | 'moveCancelled';

export interface SortableListEntry {
  id: UniqueIdentifier;
  title: string;
}

export const DragHandleIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M11 18c0 1.1-.9 2-2 2s-2-.9-2-2 .9-2 2-2 2 .9 2 2m-2-8c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0-6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m6 4c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2" />
  </SvgIcon>
);

/** The list: @dnd-kit's context for `entries` (in their order), announcing each move with `t`. */
export function SortableList({
  entries,
  label,
  t,
  onMove,
  pointerDistance,
  testId,
  children,
}: {
  entries: readonly SortableListEntry[];
  /** The list's accessible name. */
  label: string;
  t: (key: SortableListTextKey, variables?: TranslateVariables) => string;
  /** Moves the entry at `from` to `to` (indexes in `entries`). */
  onMove: (from: number, to: number) => void;
  /** Pixels the pointer moves before a drag starts (so a click on the handle stays a click). */
  pointerDistance?: number;
  testId?: string;
  /** The rows: a `SortableListItem` per entry, in the same order. */
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(
      PointerSensor,
      pointerDistance === undefined ? {} : { activationConstraint: { distance: pointerDistance } },
    ),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier) => entries.findIndex((entry) => entry.id === id);
  const titleOf = (id: UniqueIdentifier) => entries[indexOf(id)]?.title ?? '';
  const placeOf = (id: UniqueIdentifier) => ({ place: indexOf(id) + 1, count: entries.length });
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(indexOf(active.id), indexOf(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('dragHelp') },
        announcements: {
          onDragStart: ({ active }) => t('pickedUp', { title: titleOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over ? t('movedTo', { title: titleOf(active.id), ...placeOf(over.id) }) : undefined,
          onDragEnd: ({ active, over }) =>
            over ? t('droppedAt', { title: titleOf(active.id), ...placeOf(over.id) }) : undefined,
          onDragCancel: ({ active }) => t('moveCancelled', { title: titleOf(active.id) }),
        },
      }}
    >
      <SortableContext items={entries.map((entry) => entry.id)} strategy={verticalListSortingStrategy}>
        <List aria-label={label} data-testid={testId} sx={{ py: 0 }}>
          {children}
        </List>
      </SortableContext>
    </DndContext>
  );
}

/** One row of a `SortableList`: the drag handle (a button named `handleLabel`), then `children`. */
export function SortableListItem({
  id,
  handleLabel,
  children,
  ...itemProps
}: Omit<ListItemProps, 'ref' | 'style' | 'id'> & {
  id: UniqueIdentifier;
  handleLabel: string;
  children: ReactNode;
}) {
  const sortable = useSortable({ id });
  return (
    <ListItem
      {...itemProps}
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
    >
      <IconButton
        aria-label={handleLabel}
        {...sortable.attributes}
        {...sortable.listeners}
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragHandleIcon />
      </IconButton>
      {children}
    </ListItem>
  );
}
