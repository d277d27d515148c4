import { defineAppConfig } from '../shared/vite-app-config.ts';

export default defineAppConfig(import.meta.dirname);
