export * from './plan-schedule';
export * from './contract';
