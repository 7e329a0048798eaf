import type { NatsConnection } from '@nats-io/transport-node';

/**
 * Whether the connection is usable now, from its status events: the client reconnects for ever
 * (`maxReconnectAttempts: -1`), so while nats-server is gone the connection is neither closed nor draining,
 * only disconnected. It is down from a `disconnect` until the next `reconnect`, and for good once closed
 * or draining.
 */
export function followConnection(connection: NatsConnection): () => boolean {
  let connected = true;
  void (async () => {
    for await (const status of connection.status()) {
      if (status.type === 'disconnect') connected = false;
      if (status.type === 'reconnect') connected = true;
    }
  })();
  return () => connected && !connection.isClosed() && !connection.isDraining();
}
