import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRenderGate, type GateOutcome } from "./render-gate";

/** Lets every settled promise's callbacks and the gate's admissions (on the next turn of the loop) run. */
const settle = async () => {
  for (let turn = 0; turn < 3; turn++) await new Promise((done) => setImmediate(done));
};

type Step = { kind: "arrive" } | { kind: "finish"; pick: number };

const steps = fc.array(
  fc.oneof(
    fc.constant<Step>({ kind: "arrive" }),
    fc.nat(20).map((pick): Step => ({ kind: "finish", pick })),
  ),
  { maxLength: 40 },
);

describe("createRenderGate (property)", () => {
  it("never runs more than N, never queues more than Q, starts tasks in arrival order, refuses only when full", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 5 }), steps, async (n, q, plan) => {
        const gate = createRenderGate({ concurrency: n, queue: q, maxWaitMs: 60_000 });
        const started: number[] = [];
        const finishers = new Map<number, () => void>();
        const outcomes = new Map<number, GateOutcome<number>>();
        const admittedOrder: number[] = [];
        let arrivals = 0;
        // The model: which tasks run and which wait, in order.
        let modelRunning: number[] = [];
        const modelQueue: number[] = [];

        for (const step of plan) {
          if (step.kind === "arrive") {
            const id = arrivals++;
            if (modelRunning.length < n && modelQueue.length === 0) modelRunning.push(id);
            else if (modelQueue.length < q) modelQueue.push(id);
            else {
              const outcome = await gate.run(() => Promise.resolve(id));
              expect(outcome).toEqual({ _tag: "Refused", reason: "queue-full" });
              continue;
            }
            admittedOrder.push(id);
            void gate
              .run(
                () =>
                  new Promise<number>((done) => {
                    started.push(id);
                    finishers.set(id, () => done(id));
                  }),
              )
              .then((outcome) => outcomes.set(id, outcome));
          } else {
            if (modelRunning.length === 0) continue;
            const id = modelRunning[step.pick % modelRunning.length] ?? -1;
            finishers.get(id)?.();
            modelRunning = modelRunning.filter((other) => other !== id);
            const next = modelQueue.shift();
            if (next !== undefined) modelRunning.push(next);
          }
          await settle();
          const load = gate.load();
          expect(load.running).toBeLessThanOrEqual(n);
          expect(load.queued).toBeLessThanOrEqual(q);
          expect(load).toEqual({ running: modelRunning.length, queued: modelQueue.length });
          expect(started).toEqual(admittedOrder.slice(0, started.length));
        }
        // Finish everything: every admitted task ran, in arrival order.
        while (finishers.size > outcomes.size) {
          for (const [id, finish] of finishers) if (!outcomes.has(id)) finish();
          await settle();
        }
        expect(started).toEqual(admittedOrder);
        expect([...outcomes.values()].every((outcome) => outcome._tag === "Ran")).toBe(true);
        expect(gate.load()).toEqual({ running: 0, queued: 0 });
      }),
      { numRuns: 150 },
    );
  });
});
