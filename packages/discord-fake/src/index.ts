/** Discord, played locally for tests: its REST API, and interactions signed like Discord's. */
export {
  startFakeDiscord,
  type FakeDiscord,
  type FakeGuild,
  type FakeChannel,
  type RecordedRequest,
  type PostedMessage,
} from './fake-discord';
export { commandsProblem, componentsProblem } from './rules';
export {
  interactionSigner,
  commandInteraction,
  autocompleteInteraction,
  componentInteraction,
  type InteractionOption,
  snowflake,
  discordPermissions,
  type InteractionSigner,
} from './sign';
