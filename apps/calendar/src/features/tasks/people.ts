// The tenant's people for the task form (staff only; the server refuses others).
import { useQuery } from '@tanstack/react-query';
import { useShell, useUserContext } from '@portal/sdk';
import { calendarContract } from '@portal/rules';

export function usePeopleForTasks() {
  const { api } = useShell();
  const { user } = useUserContext();
  return useQuery({
    queryKey: ['calendar', 'people'],
    enabled: user.role !== 'participant',
    queryFn: () => api.call(calendarContract.people, {}),
    staleTime: 60_000,
  });
}
