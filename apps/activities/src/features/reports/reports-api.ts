// The questionnaire report's calls (activityReportContract in packages/rules).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useShell } from '@portal/sdk';
import { activityReportContract, type ActivityReportQuery } from '@portal/rules';

export function useActivityReport(query: ActivityReportQuery) {
  const { api } = useShell();
  return useQuery({
    queryKey: ['activities', 'report', query],
    queryFn: () => api.call(activityReportContract.activityReport, { query }),
    // The filters and the chart stay while another period or filter loads.
    placeholderData: keepPreviousData,
  });
}

export function useActivityReportCsv() {
  const { api } = useShell();
  return (query: ActivityReportQuery) => api.call(activityReportContract.activityReportCsv, { query });
}
