export * from './consents';
export * from './contract';
