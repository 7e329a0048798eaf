/** Discord, played locally for tests: its REST API, and interactions signed like Discord's. */
export {
  startFakeDiscord,
  type FakeDiscord,
  type FakeGuild,
  type FakeChannel,
  type RecordedRequest,
} from './fake-discord';
export {
  interactionSigner,
  commandInteraction,
  snowflake,
  discordPermissions,
  type InteractionSigner,
} from './sign';
