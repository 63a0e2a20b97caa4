import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import { err, ok } from "../../domain/shared/result";
import { fromDomainResult } from "./from-domain-result";

describe("fromDomainResult", () => {
  it("succeeds with the value of a success", async () => {
    expect(await Effect.runPromise(Effect.result(fromDomainResult(ok(3))))).toEqual(Result.succeed(3));
  });

  it("fails with the error of a failure", async () => {
    const failure = { _tag: "InvalidModel", model: "x" } as const;
    expect(await Effect.runPromise(Effect.result(fromDomainResult(err(failure))))).toEqual(Result.fail(failure));
  });
});
