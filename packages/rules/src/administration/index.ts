export * from './consents';
export * from './contract';
export * from './revman-contract';
export * from './overview-contract';
