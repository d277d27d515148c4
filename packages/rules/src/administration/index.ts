export * from './consents';
export * from './contract';
export * from './revman-contract';
export * from './overview-contract';
export * from './access-log-contract';
export * from './feature-flag-texts';
