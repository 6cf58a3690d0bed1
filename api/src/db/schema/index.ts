export * from './agents';
export * from './auth';
export * from './notifications';
export * from './system';
export * from './inbox';
