import { Effect, Result } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { memoryAuthDeps } from "../../../adapters/storage/memory/auth-deps.memory";
import type { PasswordHasher } from "../../ports/password-hasher.port";
import { runUseCase } from "../shared/run-use-case";
import type { AuthDeps } from "./auth-deps";
import { ATTEMPT_LIMITS } from "./auth-limits";
import { login } from "./login";
import { register } from "./register";

const client = { ip: "203.0.113.7", userAgent: "UA" };
const EMAIL = "anna@example.com";
const PASSWORD = "correct horse";
const { max, windowSeconds } = ATTEMPT_LIMITS.login;

/** The rule as a model: the times of the counted checks; a check is admitted while fewer than `max` are in the window. */
type Model = { now: number; counted: number[] };
type Real = {
  deps: AuthDeps;
  advance: (seconds: number) => void;
  checks: () => number;
  setBusy: (busy: boolean) => void;
};

const inWindow = (model: Model) => model.counted.filter((at) => at > model.now - windowSeconds * 1000).length;

/** `k` wrong passwords sent at once: exactly the free slots are checked (422), the rest refused (429). */
class WrongBurst implements fc.AsyncCommand<Model, Real> {
  constructor(readonly k: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const admitted = Math.min(this.k, Math.max(0, max - inWindow(model)));
    const before = real.checks();
    const results = await Promise.all(
      Array.from({ length: this.k }, () => runUseCase(login(real.deps, { email: EMAIL, password: "wrong" }, client))),
    );
    const tags = results.map((r) => (Result.isFailure(r) ? r.failure._tag : "Success"));
    expect(tags.filter((t) => t === "InvalidCredentials")).toHaveLength(admitted);
    expect(tags.filter((t) => t === "TooManyAttempts")).toHaveLength(this.k - admitted);
    expect(real.checks() - before).toBe(admitted);
    for (let i = 0; i < admitted; i++) model.counted.push(model.now);
  }
  toString = () => `WrongBurst(${this.k})`;
}

/** The right password: signs in and clears the failures when a slot is free, else refused without a check. */
class RightLogin implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    const free = inWindow(model) < max;
    const before = real.checks();
    const result = await runUseCase(login(real.deps, { email: EMAIL, password: PASSWORD }, client));
    expect(Result.isSuccess(result)).toBe(free);
    if (Result.isFailure(result)) expect(result.failure._tag).toBe("TooManyAttempts");
    expect(real.checks() - before).toBe(free ? 1 : 0);
    if (free) model.counted = [];
  }
  toString = () => "RightLogin";
}

/** A right password while the hasher is busy: refused as busy with a free slot (which it gives back), else 429. */
class BusyLogin implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    real.setBusy(true);
    const result = await runUseCase(login(real.deps, { email: EMAIL, password: PASSWORD }, client));
    real.setBusy(false);
    const expected = inWindow(model) < max ? "HasherBusy" : "TooManyAttempts";
    expect(Result.isFailure(result) && result.failure._tag).toBe(expected);
  }
  toString = () => "BusyLogin";
}

class Advance implements fc.AsyncCommand<Model, Real> {
  constructor(readonly seconds: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    real.advance(this.seconds);
    model.now += this.seconds * 1000;
  }
  toString = () => `Advance(${this.seconds}s)`;
}

const commands = [
  fc.integer({ min: 1, max: 12 }).map((k) => new WrongBurst(k)),
  fc.constant(new RightLogin()),
  fc.constant(new BusyLogin()),
  fc.integer({ min: 1, max: windowSeconds }).map((s) => new Advance(s)),
];

async function setup(): Promise<{ model: Model; real: Real }> {
  let now = new Date("2026-03-01T09:00:00.000Z");
  const memory = memoryAuthDeps({ now: () => now });
  let checks = 0;
  let busy = false;
  const hasher: PasswordHasher = {
    hash: memory.hasher.hash,
    verify: (password, hash) =>
      busy
        ? Effect.fail({ _tag: "HasherBusy" } as const)
        : Effect.sync(() => (checks += 1)).pipe(Effect.andThen(memory.hasher.verify(password, hash))),
  };
  const deps = { ...memory, hasher };
  await runUseCase(register(deps, { firstName: "Анна", lastName: "Ли", email: EMAIL, password: PASSWORD }, client));
  return {
    model: { now: now.getTime(), counted: [] },
    real: {
      deps,
      advance: (seconds) => (now = new Date(now.getTime() + seconds * 1000)),
      checks: () => checks,
      setBusy: (value) => (busy = value),
    },
  };
}

describe("the log-in limit, model-based", () => {
  it("runs at most 5 password checks per window, however the attempts arrive; a success clears the count; a busy check does not count", async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 25 }), (cmds) => fc.asyncModelRun(setup, cmds)),
      { numRuns: 40 },
    );
  });
});
