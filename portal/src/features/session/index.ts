export { LazySessionGuard as SessionGuard, preloadSessionGuard } from './LazySessionGuard';
