// The login report's calls (reportsContract in packages/rules).
import { useQuery } from '@tanstack/react-query';
import { useShell } from '@portal/sdk';
import { reportsContract } from '@portal/rules';

export function useLoginReport(from: string, to: string) {
  const { api } = useShell();
  return useQuery({
    queryKey: ['activities', 'login-report', from, to],
    queryFn: () => api.call(reportsContract.loginReport, { query: { from, to } }),
  });
}

export function useLoginReportCsv() {
  const { api } = useShell();
  return (from: string, to: string) => api.call(reportsContract.loginReportCsv, { query: { from, to } });
}

/** Saves a downloaded file under its name (a link clicked for the user). */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
