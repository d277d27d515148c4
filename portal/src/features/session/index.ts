export { LazySessionGuard as SessionGuard } from './LazySessionGuard';
