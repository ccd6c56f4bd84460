import type { ChangeFeed } from '../../server/db/changes';

/**
 * A change feed driven by the test: `announce` stands for a notification, `live` for the listening
 * connection (the database-backed feed is tested in tests/api/changes.test.ts).
 */
export function testFeed(live = true): ChangeFeed & { live: boolean } {
  const listeners = new Set<(table: string) => void>();
  return {
    live,
    subscribe: (l) => (listeners.add(l), () => listeners.delete(l)),
    announce: (table) => listeners.forEach((l) => l(table)),
    close: async () => undefined,
  };
}
