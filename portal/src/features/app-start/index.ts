export { BootstrapGate } from './BootstrapGate';
export { appStartTexts } from './app-start-texts';
