export * from './define';
export * from './catalog';
export * from './collection';
export * from './games';
export * from './identity';
export * from './matches';
export * from './modes';
