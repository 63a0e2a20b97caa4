import { Effect, Result } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runUseCase } from "./run-use-case";

describe("runUseCase (properties)", () => {
  it("keeps any value on its side: a success stays a success, a failure a failure", async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.jsonValue(), async (succeeds, value) => {
        const useCase = succeeds ? Effect.succeed(value) : Effect.fail(value);
        expect(await runUseCase(useCase)).toEqual(succeeds ? Result.succeed(value) : Result.fail(value));
      }),
    );
  });
});
