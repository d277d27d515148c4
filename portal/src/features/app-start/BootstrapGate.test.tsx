import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BootstrapGate } from './BootstrapGate';
import { useBootstrap } from '../../shared/bootstrap/BootstrapContext';
import type { Language } from '@portal/rules';
import { renderWithProviders } from '../../test/render-with-providers';

function CustomerName() {
  return <p>tenant: {useBootstrap().customer_name}</p>;
}

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => vi.unstubAllGlobals());

/** The gate at the app's start: no bootstrap yet, `page` shown once it is in. */
const renderGate = (page: ReactElement, lang?: Language) =>
  renderWithProviders(<BootstrapGate>{page}</BootstrapGate>, { bootstrap: null, lang });

describe('§4 app start', () => {
  it('titles the page with the customer name and provides the bootstrap', async () => {
    answer(200, {
      registeredSubdomain: 'care',
      customer_name: 'Demo Omsorg',
      brand: 'care',
      theme: 'greenish',
    });
    await renderGate(<CustomerName />);
    expect(await screen.findByText('tenant: Demo Omsorg', {}, { timeout: 5000 })).toBeTruthy();
    // the title is set by an effect, which may run just after the text shows
    await waitFor(() => expect(document.title).toBe('Demo Omsorg'));
  });

  it("leaves a page's title that is set as the gate opens (the shell rendered at once)", async () => {
    answer(200, { registeredSubdomain: 'care', customer_name: 'Demo Omsorg', brand: 'care' });
    function TitledPage() {
      const { customer_name } = useBootstrap();
      useEffect(() => {
        document.title = `Chat - ${customer_name}`;
      }, [customer_name]);
      return <p>page</p>;
    }
    await renderGate(<TitledPage />);
    expect(await screen.findByText('page', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Chat - Demo Omsorg'));
    // Every render and effect still pending has run: none of them put the bare name back.
    await act(async () => {});
    expect(document.title).toBe('Chat - Demo Omsorg');
  });

  it('shows the 404 page for "Subdomain is not valid!"', async () => {
    answer(404, { error: 'Subdomain is not valid!', message: 'Subdomain is not valid!' });
    await renderGate(<CustomerName />);
    expect(await screen.findByText(`Domain ${window.location.host} is not known`)).toBeTruthy();
  });

  it('shows the 404 page when no subdomain is registered', async () => {
    answer(200, { customer_name: 'x' });
    await renderGate(<CustomerName />, 'no');
    expect(await screen.findByText(`Domenet ${window.location.host} er ukjent`)).toBeTruthy();
  });

  it('shows the generic error screen for other failures', async () => {
    answer(500, { error: 'boom' });
    await renderGate(<CustomerName />);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy());
    expect(screen.getByText('Please try again later or contact support.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to login' })).toBeTruthy();
  });
});
