const pending = new Set<Promise<unknown>>();

/**
 * Marks a promise that a part of the page suspends on while it hydrates (a catalogue screen's chunk): the page
 * does not count as live until it settles (./hydration-mark.tsx). Not for deferred islands, which may wait for the
 * visitor and hold their own clicks (ADR 050). Returns the promise, to be thrown.
 */
export function holdsHydration<T>(promise: Promise<T>): Promise<T> {
  if (!pending.has(promise)) {
    pending.add(promise);
    const done = () => pending.delete(promise);
    promise.then(done, done);
  }
  return promise;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once no part of the page is suspended on a held promise, and the renders that resume them have run
 * (Preact resumes a suspended part in a task after its promise settles).
 */
export async function hydrationSettled(): Promise<void> {
  await nextTask();
  while (pending.size > 0) {
    await Promise.allSettled([...pending]);
    await nextTask();
  }
  await nextTask();
}
