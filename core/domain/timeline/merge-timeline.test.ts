import { describe, expect, it } from "vitest";
import { mergeTimeline } from "./merge-timeline";

const at = (time: string) => new Date(`2026-11-20T${time}:00.000Z`);

describe("mergeTimeline", () => {
  it("interleaves the status history and the document events by time", () => {
    const merged = mergeTimeline(
      [
        { from: null, to: "registering", actor: "user", actor_user_id: 7, comment: "", at: at("09:00") },
        { from: "registering", to: "checking", actor: "user", actor_user_id: 7, comment: "", at: at("11:00") },
      ],
      [
        {
          document_title: "Паспорт",
          from_stage: "needed",
          to_stage: "uploaded",
          actor: "user",
          remark: "",
          at: at("10:00"),
        },
      ],
    );
    expect(merged.map((entry) => [entry._tag, entry.by, entry.at.toISOString()])).toEqual([
      ["StatusChanged", "applicant", "2026-11-20T09:00:00.000Z"],
      ["DocumentMoved", "applicant", "2026-11-20T10:00:00.000Z"],
      ["StatusChanged", "applicant", "2026-11-20T11:00:00.000Z"],
    ]);
    expect(merged[0]).toMatchObject({ from: null, to: { _tag: "Known", key: "registering" } });
  });

  it("keeps a staff remark and an unknown status", () => {
    const [entry] = mergeTimeline(
      [{ from: "checking", to: "archived", actor: "staff", actor_user_id: 1, comment: "Нет фото", at: at("09:00") }],
      [],
    );
    expect(entry).toMatchObject({ by: "staff", to: { _tag: "Unknown", raw: "archived" }, comment: "Нет фото" });
  });
});
