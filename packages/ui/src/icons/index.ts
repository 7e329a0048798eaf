export * from './createIcon';
export * from './icons';
