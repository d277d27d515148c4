// Stands for use-sync-external-store/shim in the production build (production-aliases.ts).
export { useSyncExternalStore } from 'react';
