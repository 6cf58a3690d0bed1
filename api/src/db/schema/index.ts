export * from './agents';
export * from './auth';
export * from './billing';
export * from './inbox';
export * from './notifications';
export * from './properties';
export * from './reviews';
export * from './system';
