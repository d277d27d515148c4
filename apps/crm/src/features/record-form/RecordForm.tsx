// The frame of the CRM app's record forms (an organization, a time plan, a plan template): the
// server's refusal above the fields, then Save, Cancel and any further actions in a row that wraps
// on a phone; and the edit page's read of its record (loading, not found, or the form).
import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';

export function RecordForm({
  error,
  onSubmit,
  saveLabel,
  cancelLabel,
  onCancel,
  actions,
  children,
}: {
  /** The server's refusal, in the user's language, or null. */
  error: string | null;
  onSubmit: (event: FormEvent) => void | Promise<void>;
  saveLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  /** Buttons after Cancel (an organization's archive). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={(e) => void onSubmit(e)} sx={{ maxWidth: 640 }}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {children}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained">
          {saveLabel}
        </Button>
        <Button onClick={onCancel}>{cancelLabel}</Button>
        {actions}
      </Stack>
    </Stack>
  );
}

/** A record read for its edit page: a status line while it loads, "not found", or `children(data)`. */
export function WhenLoaded<T>({
  query,
  loadingText,
  notFoundText,
  children,
}: {
  query: { isPending: boolean; data?: T | null };
  loadingText: string;
  notFoundText: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Typography>{loadingText}</Typography>;
  if (!query.data) return <Typography>{notFoundText}</Typography>;
  return children(query.data);
}
