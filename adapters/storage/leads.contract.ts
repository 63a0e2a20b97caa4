import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FormSubmissionRepository, NewFormSubmission } from "../../core/ports/form-submission-repository.port";
import type { LeadRepository } from "../../core/ports/lead-repository.port";
import { anOrigin } from "./form-submissions.contract";

/** A lead repository and the form submissions it reads, over one storage. */
export type LeadsWorld = Readonly<{
  leads: LeadRepository;
  submissions: FormSubmissionRepository;
  close: () => Promise<void>;
}>;

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 9, minute));

const aSubmission = (minute: number, overrides: Partial<NewFormSubmission> = {}): NewFormSubmission => ({
  kind: "simple",
  fields: { name: "Анна", phone: "+79123456789" },
  origin: anOrigin(),
  uploadId: null,
  createdAt: at(minute),
  ...overrides,
});

/** The behaviour every LeadRepository must have (run against memory and SQL). */
export function leadRepositoryContract(name: string, open: () => Promise<LeadsWorld>) {
  describe(`LeadRepository contract: ${name}`, () => {
    let w: LeadsWorld;
    beforeEach(async () => {
      w = await open();
    });
    afterEach(() => w.close());

    it("reads a submission as a new lead with what was sent and from where, unassigned and unconverted", async () => {
      const sent = await w.submissions.add(
        aSubmission(1, {
          kind: "calc",
          fields: { name: "Иван", email: "ivan@example.com", calc: { budget: 500000 } },
          origin: anOrigin({ callSessionId: "ct-77", utm: { utm_source: "vk", utm_campaign: "весна" } }),
        }),
      );
      expect(await w.leads.find(sent.id)).toEqual({
        id: sent.id,
        kind: "calc",
        fields: { name: "Иван", email: "ivan@example.com", calc: { budget: 500000 } },
        page_url: "https://shuyuan.ru/universities/?utm_source=yandex",
        utm: { utm_source: "vk", utm_campaign: "весна" },
        call_session_id: "ct-77",
        created_at: at(1),
        updated_at: expect.any(Date),
        state: "new",
        assignee_user_id: null,
        note: "",
        booking_id: null,
      });
    });

    it("lists newest first, filtered by state and kind, a page at a time with the count of all matching", async () => {
      const ids: number[] = [];
      for (let minute = 0; minute < 5; minute++) {
        ids.push((await w.submissions.add(aSubmission(minute, { kind: minute % 2 ? "promo" : "simple" }))).id);
      }
      await w.leads.handle(ids[4] ?? 0, { state: "done", assignee_user_id: null, note: "" }, at(30));
      const all = await w.leads.list({ page: 1, per_page: 2 });
      expect(all.total).toBe(5);
      expect(all.leads.map((lead) => lead.id)).toEqual([ids[4], ids[3]]);
      expect((await w.leads.list({ page: 3, per_page: 2 })).leads.map((lead) => lead.id)).toEqual([ids[0]]);
      const simpleNew = await w.leads.list({ state: "new", kind: "simple", page: 1, per_page: 10 });
      expect(simpleNew).toMatchObject({ total: 2 });
      expect(simpleNew.leads.map((lead) => lead.id)).toEqual([ids[2], ids[0]]);
      expect((await w.leads.list({ state: "done", page: 1, per_page: 10 })).leads.map((lead) => lead.id)).toEqual([
        ids[4],
      ]);
      expect(await w.leads.list({ state: "in_work", page: 1, per_page: 10 })).toEqual({ leads: [], total: 0 });
    });

    it("stores the handling and when it changed, and keeps what was sent", async () => {
      const sent = await w.submissions.add(aSubmission(1));
      const handled = await w.leads.handle(
        sent.id,
        { state: "in_work", assignee_user_id: 7, note: "Перезвонить" },
        at(9),
      );
      expect(handled).toMatchObject({ state: "in_work", assignee_user_id: 7, note: "Перезвонить", updated_at: at(9) });
      expect(await w.leads.find(sent.id)).toEqual(handled);
      expect(handled?.fields).toEqual({ name: "Анна", phone: "+79123456789" });
      const cleared = await w.leads.handle(sent.id, { state: "done", assignee_user_id: null, note: "" }, at(10));
      expect(cleared).toMatchObject({ state: "done", assignee_user_id: null, note: "" });
    });

    it("links the application a lead became without touching its handling", async () => {
      const sent = await w.submissions.add(aSubmission(1));
      await w.leads.handle(sent.id, { state: "in_work", assignee_user_id: 3, note: "Связались" }, at(2));
      const linked = await w.leads.linkBooking(sent.id, 41, at(3));
      expect(linked).toMatchObject({ booking_id: 41, state: "in_work", assignee_user_id: 3, note: "Связались" });
      expect((await w.leads.find(sent.id))?.booking_id).toBe(41);
    });

    it("answers null for a lead that does not exist", async () => {
      expect(await w.leads.find(987654)).toBeNull();
      expect(await w.leads.handle(987654, { state: "done", assignee_user_id: null, note: "" }, at(1))).toBeNull();
      expect(await w.leads.linkBooking(987654, 1, at(1))).toBeNull();
    });
  });
}
