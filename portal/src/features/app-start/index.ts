export { BootstrapGate } from './BootstrapGate';
export { requestBootstrapAhead } from './fetch-bootstrap';
export { appStartTexts } from './app-start-texts';
