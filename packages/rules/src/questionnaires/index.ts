// §3 questionnaires: the template model, the answer rules and the lifecycle, shared by the
// artifact app and the server.
export * from './template-model';
export * from './answer-rules';
export * from './lifecycle';
export * from './contract';
export * from './answers-contract';
