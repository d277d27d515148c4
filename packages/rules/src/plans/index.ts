export * from './plan-schedule';
export * from './contract';
export * from './summary-contract';
