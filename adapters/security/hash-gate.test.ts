import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import type { PasswordHasher } from "../../core/ports/password-hasher.port";
import { createHashGate, gatedPasswordHasher } from "./hash-gate";

/** A hasher whose every call waits until the test lets it finish; it counts the calls that started. */
function heldHasher() {
  const pending: (() => void)[] = [];
  let started = 0;
  const held = <A>(value: A) =>
    Effect.promise(
      () =>
        new Promise<A>((resolve) => {
          started += 1;
          pending.push(() => resolve(value));
        }),
    );
  const hasher: PasswordHasher = { hash: (p) => held(`h:${p}`), verify: () => held(true) };
  return { hasher, started: () => started, finishOne: () => pending.shift()?.() };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("gatedPasswordHasher", () => {
  it("runs at most `concurrency` hashes, queues `queue` more and refuses the rest at once", async () => {
    const inner = heldHasher();
    const gate = createHashGate({ concurrency: 2, queue: 3 });
    const hasher = gatedPasswordHasher(inner.hasher, gate);
    const calls = Array.from({ length: 8 }, (_, i) => Effect.runPromise(Effect.result(hasher.hash(`p${i}`))));
    await tick();
    expect([inner.started(), gate.running(), gate.waiting()]).toEqual([2, 2, 3]);
    const refused = await Promise.all(calls.slice(5));
    expect(refused).toEqual([1, 2, 3].map(() => Result.fail({ _tag: "HasherBusy" })));
    for (let i = 0; i < 5; i++) {
      inner.finishOne();
      await tick();
      await tick();
    }
    expect(await Promise.all(calls.slice(0, 5))).toEqual([0, 1, 2, 3, 4].map((i) => Result.succeed(`h:p${i}`)));
    expect([gate.running(), gate.waiting(), gate.done(), gate.refused(), inner.started()]).toEqual([0, 0, 5, 3, 5]);
  });

  it("hands a freed slot to the oldest waiter, so the running count never exceeds the bound", async () => {
    const inner = heldHasher();
    const gate = createHashGate({ concurrency: 1, queue: 10 });
    const hasher = gatedPasswordHasher(inner.hasher, gate);
    const calls = Array.from({ length: 4 }, () => Effect.runPromise(hasher.verify("x", null)));
    for (let i = 0; i < 4; i++) {
      await tick();
      expect(gate.running()).toBe(1);
      expect(inner.started()).toBe(i + 1);
      inner.finishOne();
    }
    expect(await Promise.all(calls)).toEqual([true, true, true, true]);
    expect(gate.running()).toBe(0);
  });

  it("refuses bounds that cannot work", () => {
    expect(() => createHashGate({ concurrency: 0, queue: 1 })).toThrow(/Bad hash gate bounds/);
  });
});
