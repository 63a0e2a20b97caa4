import { describe, expect, it } from "vitest";
import { afterOfferPlan } from "../../../core/domain/timeline/after-offer";
import { clientOverFake } from "../../../tests/fakes/fake-api-client";
import { json } from "../../../tests/fakes/fake-fetch";

describe("the application timeline API client", () => {
  it("reads the timeline with its times as dates and its statuses parsed", async () => {
    const { client, requests } = clientOverFake(() =>
      json({
        booking_id: 41,
        status: "checking",
        party: "agency",
        usual_days: { min: 1, max: 3 },
        entries: [
          {
            kind: "status",
            at: "2026-11-20T09:00:00.000Z",
            by: "applicant",
            from: null,
            to: "registering",
            comment: "",
          },
          {
            kind: "document",
            at: "2026-11-20T09:05:00.000Z",
            by: "applicant",
            document_title: "Паспорт",
            from_stage: "needed",
            to_stage: "uploaded",
            remark: "",
          },
        ],
      }),
    );
    expect(await client.applicationTimeline.timeline(41)).toEqual({
      status: "checking",
      expectation: { party: "agency", usual_days: { min: 1, max: 3 } },
      entries: [
        {
          _tag: "StatusChanged",
          at: new Date("2026-11-20T09:00:00.000Z"),
          by: "applicant",
          from: null,
          to: { _tag: "Known", key: "registering" },
          comment: "",
        },
        {
          _tag: "DocumentMoved",
          at: new Date("2026-11-20T09:05:00.000Z"),
          by: "applicant",
          document_title: "Паспорт",
          from_stage: "needed",
          to_stage: "uploaded",
          remark: "",
        },
      ],
    });
    expect(requests[0]?.url).toBe("http://api.test/api/ru/v1/bookings/41/timeline");
  });

  it("reads the steps after the offer", async () => {
    const plan = afterOfferPlan({ registration: "2026-09-11" }, new Date("2026-08-01T09:00:00.000Z"));
    const { client, requests } = clientOverFake(() => json({ booking_id: 41, shown: true, ...plan }));
    expect(await client.applicationTimeline.milestones(41)).toEqual({ shown: true, plan });
    expect(requests[0]?.url).toBe("http://api.test/api/ru/v1/bookings/41/milestones");
  });

  it("answers null for someone else's application and for a malformed answer", async () => {
    for (const answer of [() => json({ message: "Заявка не найдена." }, 404), () => json({ entries: "nope" })]) {
      const { client } = clientOverFake(answer);
      expect(await client.applicationTimeline.timeline(41)).toBeNull();
      expect(await client.applicationTimeline.milestones(41)).toBeNull();
    }
  });
});
