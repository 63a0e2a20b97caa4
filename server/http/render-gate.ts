/**
 * The bound on concurrent page renders (docs/adr/070-shutdown-drain-overload-and-page-cache-key.md): at most
 * `concurrency` tasks run at once, at most `queue` more wait, first come first served, each at most `maxWaitMs`.
 * A task that finds the queue full is refused at once; one that waited too long is refused then. Refusals are values.
 */
export type RenderGateOptions = Readonly<{ concurrency: number; queue: number; maxWaitMs: number }>;

export type GateOutcome<T> =
  Readonly<{ _tag: "Ran"; value: T }> | Readonly<{ _tag: "Refused"; reason: "queue-full" | "waited-too-long" }>;

export type RenderGate = Readonly<{
  run<T>(task: () => Promise<T>): Promise<GateOutcome<T>>;
  /** Tasks running and waiting now. */
  load(): Readonly<{ running: number; queued: number }>;
  /** Whether a task asking now would be refused at once (every slot and queue place taken). */
  full(): boolean;
}>;

/**
 * A task starts on a later turn of the event loop, never in the promise callbacks of the request that asked: a page
 * render can run from start to end in promise callbacks (the embedded database and React's first pass never leave
 * them), and Node runs those after each socket's read before it reads the next socket. Without this turn, requests
 * on other connections are not even read (nor signals or timers seen) until the render is done, so renders run one
 * at a time whatever the bound and no request could be refused while one runs.
 */
const nextTurn = () => new Promise<void>((done) => setImmediate(done));

type Waiter = { admit: (admitted: boolean) => void; timer: ReturnType<typeof setTimeout> | undefined };

export function createRenderGate({ concurrency, queue, maxWaitMs }: RenderGateOptions): RenderGate {
  let running = 0;
  const waiting: Waiter[] = [];

  const startNext = () => {
    while (running < concurrency) {
      const next = waiting.shift();
      if (next === undefined) return;
      clearTimeout(next.timer);
      running += 1;
      setImmediate(() => next.admit(true));
    }
  };

  const execute = async <T>(task: () => Promise<T>): Promise<GateOutcome<T>> => {
    try {
      return { _tag: "Ran", value: await task() };
    } finally {
      running -= 1;
      startNext();
    }
  };

  const admitted = (): Promise<boolean> =>
    new Promise((admit) => {
      const waiter: Waiter = { admit, timer: undefined };
      waiter.timer = setTimeout(() => {
        const at = waiting.indexOf(waiter);
        if (at >= 0) waiting.splice(at, 1);
        admit(false);
      }, maxWaitMs);
      waiting.push(waiter);
    });

  const run = async <T>(task: () => Promise<T>): Promise<GateOutcome<T>> => {
    if (running < concurrency && waiting.length === 0) {
      running += 1;
      await nextTurn();
      return execute(task);
    }
    if (waiting.length >= queue) return { _tag: "Refused", reason: "queue-full" };
    // A waiter is counted as running by `startNext` before it is admitted.
    return (await admitted()) ? execute(task) : { _tag: "Refused", reason: "waited-too-long" };
  };

  return {
    run,
    load: () => ({ running, queued: waiting.length }),
    full: () => running >= concurrency && waiting.length >= queue,
  };
}
