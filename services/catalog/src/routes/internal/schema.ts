export { setIdParams as packLayoutParams } from '../sets/schema';
export { inForceQuery } from '../banlists/schema';
export { searchCardsBody } from '../cards/schema';
