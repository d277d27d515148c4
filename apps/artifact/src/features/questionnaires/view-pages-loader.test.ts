import { describe, expect, it, vi } from 'vitest';
import type { PageProps, ShellServices } from '@portal/sdk';
import { qnrDetailKey } from './qnr-api';
import { QnrViewPage, QnrViewPrintPage } from './view-pages-loader';

function shell() {
  const prefetchQuery = vi.fn(() => Promise.resolve());
  return { services: { api: {}, queryClient: { prefetchQuery } } as unknown as ShellServices, prefetchQuery };
}
const props = (params: Record<string, string>, query: Record<string, string> = {}): PageProps => ({
  route: 'qnrViewDetail',
  params,
  query,
  basePath: '/qnr-view',
});

describe('the questionnaire view pages', () => {
  it('ask for the questionnaire the address names beside their chunk', () => {
    const { services, prefetchQuery } = shell();
    QnrViewPage.prefetch?.(props({ qnrId: '12' }), services);
    expect(prefetchQuery).toHaveBeenCalledTimes(1);
    expect(prefetchQuery.mock.calls[0]).toEqual([expect.objectContaining({ queryKey: qnrDetailKey(12) })]);
    QnrViewPrintPage.prefetch?.(props({}, { qnrId: '13' }), services);
    expect(prefetchQuery.mock.calls[1]).toEqual([expect.objectContaining({ queryKey: qnrDetailKey(13) })]);
  });

  it('ask for nothing when the address names no questionnaire, or a bad id', () => {
    const { services, prefetchQuery } = shell();
    QnrViewPage.prefetch?.(props({}), services);
    QnrViewPage.prefetch?.(props({ qnrId: '0' }), services);
    QnrViewPage.prefetch?.(props({ qnrId: '1; drop' }), services);
    expect(prefetchQuery).not.toHaveBeenCalled();
  });
});
