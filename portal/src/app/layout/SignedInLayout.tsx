// The signed-in part, loaded only after login: the query client (§9 caching) and session recording
// around the signed-in routes.
import { useState } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createPortalQueryClient } from '../providers/query-client';
import { SessionRecordingMount } from '../providers/SessionRecordingMount';

export function SignedInLayout() {
  const [queryClient] = useState(createPortalQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <SessionRecordingMount />
    </QueryClientProvider>
  );
}

export default SignedInLayout;
