export * from './primitives';
export * from './messages';
export * from './validation';
export * from './constants';
export * from './auth';
export * from './entities';
export * from './api';
export * from './events';
