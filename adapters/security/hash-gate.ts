import { Effect } from "effect";
import type { HasherBusy, PasswordHasher } from "../../core/ports/password-hasher.port";

/** How many hashes may run at once, and how many more may wait for a slot. */
export type HashGateBounds = Readonly<{ concurrency: number; queue: number }>;

/** A counting semaphore with a bounded wait queue, and its figures. */
export type HashGate = Readonly<{
  bounds: HashGateBounds;
  /** A slot (its release function) now or after a wait; null at once when the slots and the queue are full. */
  enter(): Promise<() => void> | null;
  running(): number;
  waiting(): number;
  /** Every slot and every place in the queue taken: a call arriving now would be refused. */
  full(): boolean;
  /** Hashes that ran to the end, and calls refused as busy, since start. */
  done(): number;
  refused(): number;
}>;

export function createHashGate(bounds: HashGateBounds): HashGate {
  if (!Number.isInteger(bounds.concurrency) || bounds.concurrency < 1 || !Number.isInteger(bounds.queue)) {
    throw new Error(`Bad hash gate bounds: ${JSON.stringify(bounds)}`);
  }
  let running = 0;
  let done = 0;
  let refused = 0;
  const waiters: ((release: () => void) => void)[] = [];
  const slot = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      done += 1;
      const next = waiters.shift();
      if (next) next(slot());
      else running -= 1;
    };
  };
  return {
    bounds,
    enter() {
      if (running < bounds.concurrency) {
        running += 1;
        return Promise.resolve(slot());
      }
      if (waiters.length >= Math.max(0, bounds.queue)) {
        refused += 1;
        return null;
      }
      return new Promise((resolve) => waiters.push(resolve));
    },
    running: () => running,
    waiting: () => waiters.length,
    full: () => running >= bounds.concurrency && waiters.length >= Math.max(0, bounds.queue),
    done: () => done,
    refused: () => refused,
  };
}

const BUSY: HasherBusy = { _tag: "HasherBusy" };

/**
 * The hasher behind the gate: each hash or check takes a slot for as long as it runs; with every slot and the
 * queue taken it fails at once with HasherBusy, having done no work. Waiting for a slot cannot be interrupted, so
 * a slot is never lost.
 */
export function gatedPasswordHasher(inner: PasswordHasher, gate: HashGate): PasswordHasher {
  const through = <A>(work: Effect.Effect<A, HasherBusy>): Effect.Effect<A, HasherBusy> =>
    Effect.suspend(() => {
      const entry = gate.enter();
      if (!entry) return Effect.fail(BUSY);
      return Effect.acquireUseRelease(
        Effect.promise(() => entry),
        () => work,
        (release) => Effect.sync(release),
      );
    });
  return {
    hash: (password) => through(inner.hash(password)),
    verify: (password, hash) => through(inner.verify(password, hash)),
  };
}
