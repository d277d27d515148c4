export * from './contract';
export * from './activity-report';
