import { useMediaQuery } from '@progression/ui';

/** Whether the user asked for less motion: cards then turn at once, without the flip animation. */
export const useReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');
