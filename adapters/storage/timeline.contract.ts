import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TimelineRepository } from "../../core/ports/timeline-repository.port";

/** What each adapter's test gives: a repository over two applications and ways to record what happened. */
export type TimelineContractWorld = Readonly<{
  timeline: TimelineRepository;
  booking: number;
  otherBooking: number;
  /** Records a status change (as the booking repository does on a move). */
  recordStatus: (
    booking: number,
    row: { from: string | null; to: string; actor: string; comment: string; at: Date },
  ) => Promise<void>;
  /** Records a document event (as the documents repository does), creating the document on first use. */
  recordDocument: (
    booking: number,
    row: { title: string; from_stage: string | null; to_stage: string; actor: string; remark: string; at: Date },
  ) => Promise<void>;
  close: () => Promise<void>;
}>;

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 9, minutes));

/** The behaviour every TimelineRepository must have (run against memory and SQL). */
export function timelineRepositoryContract(name: string, open: () => Promise<TimelineContractWorld>) {
  describe(`TimelineRepository contract: ${name}`, () => {
    let w: TimelineContractWorld;
    beforeEach(async () => {
      w = await open();
    });
    afterEach(() => w.close());

    it("reads the status history of one application, oldest first, with its comments", async () => {
      await w.recordStatus(w.booking, { from: "registering", to: "checking", actor: "user", comment: "", at: at(5) });
      await w.recordStatus(w.booking, { from: null, to: "registering", actor: "user", comment: "", at: at(0) });
      await w.recordStatus(w.booking, {
        from: "checking",
        to: "in_review",
        actor: "staff",
        comment: "Нужен перевод",
        at: at(9),
      });
      await w.recordStatus(w.otherBooking, { from: null, to: "registering", actor: "user", comment: "", at: at(1) });
      const rows = await w.timeline.statusHistory(w.booking);
      expect(rows.map((row) => [row.from, row.to, row.actor, row.comment, row.at])).toEqual([
        [null, "registering", "user", "", at(0)],
        ["registering", "checking", "user", "", at(5)],
        ["checking", "in_review", "staff", "Нужен перевод", at(9)],
      ]);
    });

    it("reads the document events of one application with each document's title, oldest first", async () => {
      await w.recordDocument(w.booking, {
        title: "Паспорт",
        from_stage: "uploaded",
        to_stage: "needed",
        actor: "staff",
        remark: "Скан нечитаем",
        at: at(7),
      });
      await w.recordDocument(w.booking, {
        title: "Паспорт",
        from_stage: "needed",
        to_stage: "uploaded",
        actor: "user",
        remark: "",
        at: at(3),
      });
      await w.recordDocument(w.otherBooking, {
        title: "Фото",
        from_stage: "needed",
        to_stage: "uploaded",
        actor: "user",
        remark: "",
        at: at(4),
      });
      expect(await w.timeline.documentEvents(w.booking)).toEqual([
        { document_title: "Паспорт", from_stage: "needed", to_stage: "uploaded", actor: "user", remark: "", at: at(3) },
        {
          document_title: "Паспорт",
          from_stage: "uploaded",
          to_stage: "needed",
          actor: "staff",
          remark: "Скан нечитаем",
          at: at(7),
        },
      ]);
    });

    it("reads nothing for an application without events", async () => {
      expect(await w.timeline.statusHistory(w.otherBooking + 1000)).toEqual([]);
      expect(await w.timeline.documentEvents(w.otherBooking + 1000)).toEqual([]);
    });
  });
}
