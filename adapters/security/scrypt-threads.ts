import { Worker } from "node:worker_threads";

export type ScryptTask = Readonly<{
  password: string;
  salt: Buffer;
  length: number;
  params: Readonly<{ N: number; r: number; p: number; maxmem: number }>;
}>;

/** Derives scrypt keys off the main thread; `close` ends the threads. */
export type ScryptThreads = Readonly<{ derive(task: ScryptTask): Promise<Buffer>; close(): Promise<void> }>;

export type ScryptThreadOptions = Readonly<{
  /** Threads, each deriving one key at a time (the hash gate's concurrency). */
  threads: number;
  /** The threads' OS niceness, 0 (as the server) to 19 (only spare CPU); Linux only, elsewhere ignored. */
  nice: number;
}>;

/**
 * The thread's own code, run from a string so the server bundle needs no second entry. It lowers its own priority
 * first: on Linux a thread has its own niceness, set through its id (/proc/thread-self names it).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { scryptSync } = require("node:crypto");
try {
  const tid = Number(require("node:fs").readlinkSync("/proc/thread-self").split("/").pop());
  if (Number.isInteger(tid) && workerData.nice > 0) require("node:os").setPriority(tid, workerData.nice);
} catch {}
parentPort.on("message", ({ id, password, salt, length, params }) => {
  try {
    const key = scryptSync(password, salt, length, params);
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
});
`;

type Pending = Readonly<{ resolve: (key: Buffer) => void; reject: (error: Error) => void }>;
type Thread = { readonly worker: Worker; readonly pending: Map<number, Pending> };
type Answer = Readonly<{ id: number; key?: Uint8Array; error?: string }>;

/**
 * A fixed set of worker threads for scrypt at a low OS priority (ADR 069 addendum): under a flood of log-ins the
 * hashes take only the CPU that pages leave, instead of a whole core beside them. Tasks go to the thread with the
 * fewest in hand (the gate in front bounds how many there are). A thread holds the process open only while it
 * has work; one that dies fails its tasks and is replaced on the next task.
 */
export function createScryptThreads({ threads, nice }: ScryptThreadOptions): ScryptThreads {
  if (!Number.isInteger(threads) || threads < 1) throw new Error(`Bad scrypt thread count: ${threads}`);
  const pool: (Thread | null)[] = Array.from({ length: threads }, () => null);
  let nextId = 0;

  const start = (index: number): Thread => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { nice } });
    worker.unref();
    const thread: Thread = { worker, pending: new Map() };
    const fail = (error: Error) => {
      if (pool[index] === thread) pool[index] = null;
      for (const task of thread.pending.values()) task.reject(error);
      thread.pending.clear();
    };
    worker.on("message", ({ id, key, error }: Answer) => {
      const task = thread.pending.get(id);
      thread.pending.delete(id);
      if (thread.pending.size === 0) worker.unref();
      if (task === undefined) return;
      if (key !== undefined) task.resolve(Buffer.from(key.buffer, key.byteOffset, key.byteLength));
      else task.reject(new Error(error ?? "scrypt failed"));
    });
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`scrypt thread exited with code ${code}`)));
    pool[index] = thread;
    return thread;
  };

  const leastBusy = (): Thread => {
    let best = 0;
    for (let index = 1; index < pool.length; index += 1) {
      if ((pool[index]?.pending.size ?? 0) < (pool[best]?.pending.size ?? 0)) best = index;
    }
    return pool[best] ?? start(best);
  };

  return {
    derive: (task) =>
      new Promise<Buffer>((resolve, reject) => {
        const thread = leastBusy();
        const id = (nextId += 1);
        thread.pending.set(id, { resolve, reject });
        thread.worker.ref();
        thread.worker.postMessage({ id, ...task });
      }),
    close: async () => {
      const running = pool.filter((thread): thread is Thread => thread !== null);
      pool.fill(null);
      await Promise.all(running.map((thread) => thread.worker.terminate()));
    },
  };
}
