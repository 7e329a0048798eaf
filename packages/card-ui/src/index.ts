// Card components and the card logic behind them, shared by every microfrontend.
export * from './card-image/CardImage';
export * from './card-image/DrawnCard';
export * from './card-image/frame-colours';
export * from './icons/attribute-icons';
export * from './icons/spell-trap-icons';
export * from './card-text/sentences';
export * from './card-text/name-font';
export * from './card-text/pendulum';
export * from './card-text/type-line';
export * from './sets/group-by-rarity';
export * from './sets/group-sets';
export * from './sets/search-sets';
