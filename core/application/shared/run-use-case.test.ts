import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import { runUseCase } from "./run-use-case";

describe("runUseCase", () => {
  it("answers a success and a typed failure as effect's Result", async () => {
    expect(await runUseCase(Effect.succeed({ id: 7 }))).toEqual(Result.succeed({ id: 7 }));
    expect(await runUseCase(Effect.fail({ _tag: "NotFound" } as const))).toEqual(Result.fail({ _tag: "NotFound" }));
  });

  it("rejects with the original error of a defect, as an await of the port would", async () => {
    const down = new Error("database down");
    await expect(runUseCase(Effect.promise(() => Promise.reject(down)))).rejects.toBe(down);
    await expect(runUseCase(Effect.die(down))).rejects.toBe(down);
  });
});
