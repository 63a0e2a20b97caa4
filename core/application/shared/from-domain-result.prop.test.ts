import { Effect, Result } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { err, ok } from "../../domain/shared/result";
import { fromDomainResult } from "./from-domain-result";

const anyValue = fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.record({ _tag: fc.string() }));

describe("fromDomainResult (properties)", () => {
  it("keeps which side a result is on and what it holds", async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), anyValue, async (success, payload) => {
        const lifted = await Effect.runPromise(Effect.result(fromDomainResult(success ? ok(payload) : err(payload))));
        expect(lifted).toEqual(success ? Result.succeed(payload) : Result.fail(payload));
      }),
    );
  });
});
