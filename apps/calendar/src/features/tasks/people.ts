// The tenant's people for the task form (staff only; the server refuses others).
import { useQuery } from '@tanstack/react-query';
import { useShell, useUserContext } from '@portal/sdk';

export interface TaskPeople {
  users: { id: number; name: string; role: string; recipientId: number | null }[];
  recipients: { id: number; name: string }[];
}

export function usePeopleForTasks() {
  const { api } = useShell();
  const { user } = useUserContext();
  return useQuery({
    queryKey: ['calendar', 'people'],
    enabled: user.role !== 'participant',
    queryFn: () => api.request<TaskPeople>('GET', '/api/calendar/people'),
    staleTime: 60_000,
  });
}
