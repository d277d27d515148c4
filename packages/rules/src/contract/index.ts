export * from './route-contract';
export * from './input-issues';
