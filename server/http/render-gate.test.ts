import { describe, expect, it } from "vitest";
import { createRenderGate } from "./render-gate";

const deferred = () => {
  let finish: () => void = () => {};
  const promise = new Promise<string>((done) => (finish = () => done("rendered")));
  return { promise, finish };
};

describe("createRenderGate", () => {
  it("refuses at once, without running it, a task that finds every slot and the queue taken", async () => {
    const gate = createRenderGate({ concurrency: 1, queue: 1, maxWaitMs: 60_000 });
    const first = deferred();
    const running = gate.run(() => first.promise);
    const queued = gate.run(() => Promise.resolve("queued"));
    let ran = false;
    const began = performance.now();
    const refused = await gate.run(() => {
      ran = true;
      return Promise.resolve("never");
    });
    expect(performance.now() - began).toBeLessThan(10);
    expect(refused).toEqual({ _tag: "Refused", reason: "queue-full" });
    expect(ran).toBe(false);
    expect(gate.full()).toBe(true);
    first.finish();
    expect(await running).toEqual({ _tag: "Ran", value: "rendered" });
    expect(await queued).toEqual({ _tag: "Ran", value: "queued" });
  });

  it("refuses a queued task that waited longer than maxWaitMs and leaves its place to the next", async () => {
    const gate = createRenderGate({ concurrency: 1, queue: 2, maxWaitMs: 40 });
    const first = deferred();
    const running = gate.run(() => first.promise);
    const waited = gate.run(() => Promise.resolve("late"));
    expect(await waited).toEqual({ _tag: "Refused", reason: "waited-too-long" });
    expect(gate.load()).toEqual({ running: 1, queued: 0 });
    first.finish();
    await running;
    expect(await gate.run(() => Promise.resolve("next"))).toEqual({ _tag: "Ran", value: "next" });
  });

  it("frees the slot of a task that fails, and passes the failure on", async () => {
    const gate = createRenderGate({ concurrency: 1, queue: 0, maxWaitMs: 60_000 });
    await expect(gate.run(() => Promise.reject(new Error("render failed")))).rejects.toThrow("render failed");
    expect(gate.load()).toEqual({ running: 0, queued: 0 });
    expect(await gate.run(() => Promise.resolve("after"))).toEqual({ _tag: "Ran", value: "after" });
  });
});
