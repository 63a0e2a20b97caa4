import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookingActorArb, bookingCommandArb, bookingNowArb } from "../../../tests/arbitraries/booking.arb";
import { type Booking, startBooking } from "./booking";
import { BOOKING_ACTORS, type BookingActor } from "./booking-actor";
import { BOOKING_COMMANDS, type BookingCommand } from "./booking-command";
import { transition } from "./booking-transition";

/*
 * A deliberately plain restatement of docs/adr/004-booking-transitions.md: a map from status to the commands
 * it accepts, the target ("back" = the remembered status) and who may give it. The real machine is checked against it.
 */
type Who = "user" | "staff" | "both";
type Row = { readonly to: string; readonly who: Who };

const openMoves: Record<string, Row> = {
  request_cancellation: { to: "pending_cancellation", who: "both" },
  hold: { to: "waiting", who: "staff" },
};

const MODEL_TABLE: Record<string, Record<string, Row>> = {
  registering: { ...openMoves, submit: { to: "checking", who: "user" } },
  checking: {
    ...openMoves,
    request_changes: { to: "in_review", who: "staff" },
    approve_documents: { to: "being_signed", who: "staff" },
  },
  in_review: { ...openMoves, resubmit: { to: "checking", who: "user" } },
  being_signed: { ...openMoves, sign: { to: "pending_payment", who: "both" } },
  pending_payment: {
    ...openMoves,
    require_second_payment: { to: "pending_payment_2", who: "staff" },
    require_services_payment: { to: "pending_payment_services", who: "staff" },
    confirm_payment: { to: "processing", who: "staff" },
  },
  pending_payment_2: {
    ...openMoves,
    require_services_payment: { to: "pending_payment_services", who: "staff" },
    confirm_payment: { to: "processing", who: "staff" },
  },
  pending_payment_services: { ...openMoves, confirm_payment: { to: "processing", who: "staff" } },
  processing: { ...openMoves, complete: { to: "sent", who: "staff" } },
  pending_cancellation: {
    confirm_cancellation: { to: "cancelled", who: "staff" },
    withdraw_cancellation: { to: "back", who: "staff" },
  },
  waiting: { release: { to: "back", who: "staff" } },
  sent: {},
  cancelled: {},
};

const FINAL = ["sent", "cancelled"];

type Model = { status: string; resume: string | null; accepted: number };
type Real = { booking: Booking };
type Outcome =
  { readonly _tag: "FinalState" | "NotAllowed" | "Forbidden" } | { readonly _tag: "Moved"; readonly to: string };

const predict = (model: Readonly<Model>, command: string, actor: BookingActor): Outcome => {
  if (FINAL.includes(model.status)) return { _tag: "FinalState" };
  const row = MODEL_TABLE[model.status]?.[command];
  if (row === undefined) return { _tag: "NotAllowed" };
  if (row.who !== "both" && row.who !== actor) return { _tag: "Forbidden" };
  return { _tag: "Moved", to: row.to === "back" ? (model.resume ?? "") : row.to };
};

/** What one answer of the machine looks like, reduced to what the model can predict. */
type Summary =
  | { readonly tag: "FinalState" | "NotAllowed" | "Forbidden" }
  | {
      readonly tag: "Moved";
      readonly status: string;
      readonly resume: string | null;
      readonly entries: number;
      readonly last:
        { readonly from: string; readonly to: string; readonly actor: string; readonly at: Date } | undefined;
    };

const HOLDS = ["pending_cancellation", "waiting"];

const expected = (model: Readonly<Model>, command: BookingCommand, actor: BookingActor, now: Date): Summary => {
  const outcome = predict(model, command, actor);
  if (outcome._tag !== "Moved") return { tag: outcome._tag };
  return {
    tag: "Moved",
    status: outcome.to,
    resume: HOLDS.includes(outcome.to) ? model.status : null,
    entries: model.accepted + 1,
    last: { from: model.status, to: outcome.to, actor, at: now },
  };
};

const observed = (result: ReturnType<typeof transition>): Summary =>
  result.ok
    ? {
        tag: "Moved",
        status: result.value.status,
        resume: "resume" in result.value ? result.value.resume : null,
        entries: result.value.history.length,
        last: result.value.history.at(-1),
      }
    : { tag: result.error._tag };

const apply = (model: Model, real: Real, command: BookingCommand, actor: BookingActor, now: Date): void => {
  const result = transition(real.booking, command, actor, now);
  const want = expected(model, command, actor, now);
  expect(observed(result)).toEqual(want);
  if (result.ok && want.tag === "Moved") {
    model.status = want.status;
    model.resume = want.resume;
    model.accepted += 1;
    real.booking = result.value;
  }
};

/** Any command by any actor, often refused. */
class Attempt implements fc.Command<Model, Real> {
  constructor(
    private readonly command: BookingCommand,
    private readonly actor: BookingActor,
    private readonly now: Date,
  ) {}
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    apply(model, real, this.command, this.actor, this.now);
  }
  toString = (): string => `attempt(${this.command} by ${this.actor})`;
}

/** A move the model allows right now (picked by index), so runs get deep into the flow. */
class Follow implements fc.Command<Model, Real> {
  constructor(
    private readonly choice: number,
    private readonly now: Date,
  ) {}
  /** One of the commands the model accepts now; for a command open to both sides the choice also picks the actor. */
  private pick(model: Readonly<Model>): readonly [BookingCommand, BookingActor] | undefined {
    const rows = Object.entries(MODEL_TABLE[model.status] ?? {});
    const picked = rows[this.choice % Math.max(rows.length, 1)];
    if (picked === undefined) return undefined;
    const [command, { who }] = picked;
    const actor = who === "both" ? (Math.floor(this.choice / rows.length) % 2 === 0 ? "user" : "staff") : who;
    return [command as BookingCommand, actor];
  }
  check = (model: Readonly<Model>): boolean => this.pick(model) !== undefined;
  run(model: Model, real: Real): void {
    const move = this.pick(model);
    if (move !== undefined) apply(model, real, move[0], move[1], this.now);
  }
  toString = (): string => `follow(${this.choice})`;
}

/** Asks every command of every actor in the current state and compares all answers, without moving. */
class Probe implements fc.Command<Model, Real> {
  constructor(private readonly now: Date) {}
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    const pairs = BOOKING_COMMANDS.flatMap((command) => BOOKING_ACTORS.map((actor) => [command, actor] as const));
    expect(pairs.map(([c, a]) => observed(transition(real.booking, c, a, this.now)))).toEqual(
      pairs.map(([c, a]) => expected(model, c, a, this.now)),
    );
  }
  toString = (): string => "probe";
}

describe("booking machine against a plain model", () => {
  it("agrees on every outcome, target, remembered status and history entry", () => {
    const commands = fc.commands(
      [
        fc.tuple(bookingCommandArb, bookingActorArb, bookingNowArb).map(([c, a, now]) => new Attempt(c, a, now)),
        fc.tuple(fc.nat(), bookingNowArb).map(([choice, now]) => new Follow(choice, now)),
        bookingNowArb.map((now) => new Probe(now)),
      ],
      { maxCommands: 60, size: "large" },
    );
    fc.assert(
      fc.property(commands, (cmds) => {
        const setup = () => ({
          model: { status: "registering", resume: null, accepted: 0 },
          real: { booking: startBooking("b-1") },
        });
        fc.modelRun(setup, cmds);
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});
