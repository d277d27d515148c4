// The sub-views of "my participants" (§2.3): each its own route, so a view is an address to share.
import { Tab, Tabs } from '@mui/material';
import type { RouteName } from '@portal/sdk';
import { useAppTranslation, useNavigate } from '@portal/sdk';
import { participantsTexts } from './participants-texts';

export const VIEWS = ['all', 'accepted', 'waiting', 'to_be_deleted', 'groups'] as const;
export type View = (typeof VIEWS)[number];

export const VIEW_ROUTES: Record<View, RouteName> = {
  all: 'myParticipantsAll',
  accepted: 'myParticipantsAccepted',
  waiting: 'myParticipantsWaiting',
  to_be_deleted: 'myParticipantsToBeDeleted',
  groups: 'myParticipantsGroups',
};

/** The view of the route that mounted the page; "my participants" itself is "all". */
export function viewOfRoute(route: string): View {
  const found = VIEWS.find((view) => VIEW_ROUTES[view] === route);
  return found ?? 'all';
}

export function ViewTabs({ view, counts }: { view: View; counts?: Partial<Record<View, number>> }) {
  const { t } = useAppTranslation(participantsTexts);
  const navigate = useNavigate();
  return (
    <Tabs
      value={view}
      onChange={(_, next: View) => navigate({ route: VIEW_ROUTES[next] })}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('views')}
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {VIEWS.map((each) => (
        <Tab
          key={each}
          value={each}
          data-testid={`view-${each}`}
          label={counts?.[each] === undefined ? t(`view.${each}`) : `${t(`view.${each}`)} (${counts[each]})`}
        />
      ))}
    </Tabs>
  );
}
