/**
 * Tells every server process that data its caches hold has changed (ADR 073): the page cache, the read cache and
 * main data drop what they hold when told. On the embedded database one process serves and the bus stays in it;
 * on PostgreSQL it is LISTEN/NOTIFY, so a write through any process empties the caches of all of them.
 */
export interface CacheInvalidationBus {
  /** Announces a change: this process's subscribers are called before it resolves, the others' on delivery. */
  publish(): Promise<void>;
  /**
   * Calls `onChange` on every announcement, and also whenever announcements may have been missed (the bus lost its
   * connection): a cache that empties on each call is never older than the bus can vouch for. Answers an unsubscribe.
   */
  subscribe(onChange: () => void): () => void;
  /** Stops listening; later announcements are not delivered here. */
  close(): Promise<void>;
}
