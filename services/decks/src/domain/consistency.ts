import { consumerName, type ConsistencyOptions } from '@progression/service-kit';

/**
 * How a request carrying `Progression-Consistency` waits here (docs/architecture.md). Owned counts come
 * from collection.changed, which collection publishes once its consumer applied a draft or reward event:
 * so first that consumer, then decks' own consumers up to what it published.
 */
export const decksConsistency: ConsistencyOptions = {
  through: [consumerName('collection', { name: 'collection-events' })],
};
