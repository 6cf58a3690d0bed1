export * from './auth';
export * from './enums';
export * from './fields';
export * from './format';
export * from './http';
export * from './limits';
export * from './messages';
export * from './user';
