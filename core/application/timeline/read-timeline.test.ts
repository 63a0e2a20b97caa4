import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { memoryTimelineRepository } from "../../../adapters/storage/memory/timeline.memory";
import { COMMUNITY_IDS as ID, memoryBookingWorld } from "../../../tests/builders/memory-community.builder";
import { storedApplication } from "../../../tests/builders/memory-application.builder";
import { runUseCase } from "../shared/run-use-case";
import { readTimeline } from "./read-timeline";

const NOW = new Date("2026-11-20T09:00:00.000Z");

describe("readTimeline", () => {
  it("gives the owner and staff the merged timeline and whose move it is", async () => {
    const deps = { bookings: memoryBookingWorld(), timeline: memoryTimelineRepository() };
    const id = await storedApplication(deps.bookings, "registering", NOW);
    deps.timeline.addStatus(id, {
      from: null,
      to: "registering",
      actor: "user",
      actor_user_id: ID.alice,
      comment: "",
      at: NOW,
    });
    deps.timeline.addDocumentEvent(id, {
      document_title: "Паспорт",
      from_stage: "needed",
      to_stage: "uploaded",
      actor: "user",
      remark: "",
      at: new Date(NOW.getTime() + 60_000),
    });
    for (const reader of [
      { user_id: ID.alice, staff: false },
      { user_id: ID.moderator, staff: true },
    ]) {
      const read = await runUseCase(readTimeline(deps, reader, id));
      expect(read).toMatchObject(
        Result.succeed({
          status: "registering",
          expectation: { party: "applicant" },
          entries: [{ _tag: "StatusChanged" }, { _tag: "DocumentMoved", document_title: "Паспорт" }],
        }),
      );
    }
    expect(await runUseCase(readTimeline(deps, { user_id: ID.bob, staff: false }, id))).toEqual(
      Result.fail({ _tag: "BookingNotFound", id }),
    );
  });
});
