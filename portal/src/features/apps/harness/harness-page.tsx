import { useMemo } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { NO_CAPABILITIES, ShellProvider, createShellServices, type Shell, type UserRole } from '@portal/sdk';
import { AppModule } from '../app-module';
import { AppsProvider } from '../apps-provider';
import { OverviewWidgetModule, type OverviewWidgetEntry } from '../overview-widget-module';
import type { HarnessRequest } from './harness-session';

/** The parts of GET /api/bootstrap (with a session) the harness reads. */
export interface HarnessBootstrap {
  customer_id: number;
  default_app_versions: Record<string, string> | null;
  features: string[];
  user_role: string;
  user_name: string;
  metadata: { user_id: number };
  overviews: { app_context: string; overview_widgets: OverviewWidgetEntry[] }[];
}

function widgetsOf(request: HarnessRequest, bootstrap: HarnessBootstrap): OverviewWidgetEntry[] {
  if (request.widgets !== 'overview')
    return request.widgets.map((widget) => ({ widget, variation: 'DEFAULT' }));
  const journal = request.userContext === 'ME' ? 'JOURNAL_ME' : 'JOURNAL_RECIPIENT';
  const overview = bootstrap.overviews.find((o) => o.app_context === journal);
  return [...(overview?.overview_widgets ?? [])].filter((w) => w.settings?.status !== 'Off');
}

export function HarnessPage({
  request,
  bootstrap,
}: {
  request: HarnessRequest;
  bootstrap: HarnessBootstrap;
}) {
  const shell = useMemo<Shell>(() => {
    const services = createShellServices({
      token: request.token,
      navigate: (path) => window.location.assign(path),
      notify: (toast) => console.info(`[harness] ${toast.severity}: ${toast.message}`),
    });
    return {
      ...services,
      language: request.language,
      user: {
        id: bootstrap.metadata.user_id,
        name: bootstrap.user_name,
        role: bootstrap.user_role.toLowerCase() as UserRole,
        customerId: bootstrap.customer_id,
      },
      userContext: request.userContext,
      selectedRecipient: request.recipientId
        ? { id: request.recipientId, name: `#${request.recipientId}` }
        : null,
      features: bootstrap.features,
      capabilities: NO_CAPABILITIES,
    };
  }, [request, bootstrap]);
  const widgets = widgetsOf(request, bootstrap);
  // The shell's query client, as the signed-in shell gives it (apps' useQuery needs it).
  return (
    <QueryClientProvider client={shell.queryClient}>
      <ShellProvider value={shell}>
        <AppsProvider defaultAppVersions={bootstrap.default_app_versions}>
          <main
            data-testid="apps-harness"
            style={{
              display: 'grid',
              gap: 16,
              padding: 16,
              gridTemplateColumns: 'repeat(auto-fill, minmax(420px, 1fr))',
            }}
          >
            <h1 style={{ gridColumn: '1 / -1' }} data-testid="harness-title">
              Apps harness · {request.userContext}
            </h1>
            {widgets.map((entry) => (
              <section
                key={`${entry.widget}-${entry.variation ?? ''}`}
                data-testid={`widget-${entry.widget}`}
              >
                <OverviewWidgetModule
                  entry={entry}
                  notFound={
                    <p>
                      Widget not found: {entry.widget}-{entry.variation ?? 'DEFAULT'}
                    </p>
                  }
                />
              </section>
            ))}
            {request.modules.map(({ app, module }) => (
              <section key={`${app}:${module}`} data-testid={`module-${app}-${module}`}>
                <AppModule app={app} module={module} />
              </section>
            ))}
            <footer style={{ gridColumn: '1 / -1' }} data-testid="harness-footer">
              The rest of the page renders.
            </footer>
          </main>
        </AppsProvider>
      </ShellProvider>
    </QueryClientProvider>
  );
}
