import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import { runUseCase } from "../../core/application/shared/run-use-case";
import { promisedResult } from "./promised-result";

describe("promisedResult", () => {
  it("runs the body only when the Effect runs, and each time it runs", async () => {
    let runs = 0;
    const write = promisedResult(async () => Result.succeed(++runs));
    expect(runs).toBe(0);
    expect(await runUseCase(write)).toEqual(Result.succeed(1));
    expect(await runUseCase(write)).toEqual(Result.succeed(2));
  });

  it("turns the body's failure into the Effect's typed failure", async () => {
    const refused = promisedResult(async () => Result.fail({ _tag: "EmailTaken" } as const));
    expect(await runUseCase(refused)).toEqual(Result.fail({ _tag: "EmailTaken" }));
  });

  it("keeps a rejection a defect: running the Effect rejects with the same error", async () => {
    const down = new Error("database down");
    const broken = promisedResult(async (): Promise<Result.Result<number, never>> => {
      throw down;
    });
    await expect(Effect.runPromise(Effect.result(broken))).rejects.toBe(down);
  });
});
