export * from './define';
export * from './catalog';
export * from './games';
export * from './identity';
export * from './matches';
export * from './modes';
