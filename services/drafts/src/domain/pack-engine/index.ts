export * from './random';
export * from './layout';
export * from './roll-pack';
export * from './fixed-distribution';
export * from './allocate';
export * from './expected';
