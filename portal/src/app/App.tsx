import { useEffect, useState } from 'react';

interface Bootstrap {
  customer_name: string;
}

/** Placeholder shell until the login screens land: shows the tenant from the bootstrap. */
export function App() {
  const [state, setState] = useState<{ name?: string; notFound?: boolean }>({});
  useEffect(() => {
    fetch('/api/bootstrap')
      .then(async (r) => {
        if (r.status === 404) return setState({ notFound: true });
        const data = (await r.json()) as Bootstrap;
        document.title = data.customer_name;
        setState({ name: data.customer_name });
      })
      .catch(() => setState({ notFound: true }));
  }, []);
  if (state.notFound) return <h1>404: Domain {window.location.hostname} is not known</h1>;
  return <h1>{state.name ?? '…'}</h1>;
}
