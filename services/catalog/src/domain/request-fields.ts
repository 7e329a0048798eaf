/** `game` (YUGIOH only) and a card id as a passcode: the contracts' fields, which the catalog's calls declare. */
export { passcode, yugiohGame } from '@progression/contracts';
