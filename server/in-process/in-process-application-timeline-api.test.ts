import { describe, expect, it } from "vitest";
import { memoryAuditLog } from "../../adapters/storage/memory/audit-log.memory";
import { memoryMilestoneRepository } from "../../adapters/storage/memory/milestones.memory";
import { memoryTimelineRepository } from "../../adapters/storage/memory/timeline.memory";
import type { ApplicationTimelineApi } from "../../core/ports/application-timeline-api.port";
import type { Authentication } from "../../core/ports/session-authenticator.port";
import { storedApplication } from "../../tests/builders/memory-application.builder";
import { COMMUNITY_IDS as ID, memoryBookingWorld } from "../../tests/builders/memory-community.builder";
import { inProcessApplicationTimelineApi } from "./in-process-application-timeline-api";

const NOW = new Date("2026-08-01T09:00:00.000Z");

const signedIn = (userId: number, role: "user" | "staff" = "user"): Authentication => ({
  _tag: "Authenticated",
  viewer: { userId, role } as Extract<Authentication, { _tag: "Authenticated" }>["viewer"],
});

async function world() {
  const deps = {
    bookings: memoryBookingWorld(),
    milestones: memoryMilestoneRepository(),
    audit: memoryAuditLog(),
    timeline: memoryTimelineRepository(),
    clock: { now: () => NOW },
  };
  const id = await storedApplication(deps.bookings, "processing", NOW);
  await deps.milestones.set(id, "registration", "2026-09-11", ID.moderator, NOW);
  return { deps, id };
}

const failingHttp: ApplicationTimelineApi = {
  timeline: () => Promise.reject(new Error("no HTTP expected")),
  milestones: () => Promise.reject(new Error("no HTTP expected")),
};

describe("inProcessApplicationTimelineApi", () => {
  it("reads the owner's timeline and steps in-process", async () => {
    const { deps, id } = await world();
    const api = inProcessApplicationTimelineApi(deps, {
      authentication: async () => signedIn(ID.alice),
      http: failingHttp,
    });
    expect(await api.milestones(id)).toMatchObject({ shown: true, plan: { countdowns: { days_to_registration: 41 } } });
    expect(await api.timeline(id)).toMatchObject({ status: "processing", expectation: { party: "university" } });
  });

  it("answers null to a visitor and to someone else, and leaves an expired token to the HTTP adapter", async () => {
    const { deps, id } = await world();
    for (const auth of [{ _tag: "Anonymous" } as const, signedIn(ID.bob)]) {
      const api = inProcessApplicationTimelineApi(deps, { authentication: async () => auth, http: failingHttp });
      expect(await api.timeline(id)).toBeNull();
      expect(await api.milestones(id)).toBeNull();
    }
    const http: ApplicationTimelineApi = { timeline: async () => null, milestones: async () => null };
    const expired = inProcessApplicationTimelineApi(deps, {
      authentication: async () => ({ _tag: "Expired" }),
      http,
    });
    expect(await expired.timeline(id)).toBeNull();
  });
});
