import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { BookingStatusKey } from "../../core/domain/booking/booking-status";
import type { QueueCriteria } from "../../core/domain/staff-queue/queue-criteria";
import type { NamedRef, StaffQueueRepository } from "../../core/ports/staff-queue-repository.port";

/** An application for the suite to put in the queue. */
export type QueueSeed = Readonly<{
  status: BookingStatusKey;
  since: Date;
  institution: 0 | 1;
  program: boolean;
  intake: string;
  assignee: 0 | 1 | null;
  /** The apply form's contacts (blank: the account's are shown). */
  contact: Readonly<{ name: string; email: string; phone: string }>;
  /** The account's own name. */
  account: Readonly<{ first_name: string; last_name: string }>;
  /** A course application to this course (ADR 059): then it names no institution and no program. */
  course: 0 | 1 | null;
}>;

/** What each adapter's test gives: an empty queue, two staff members, two institutions and a program. */
export type StaffQueueContractWorld = Readonly<{
  repo: StaffQueueRepository;
  add: (seed: QueueSeed) => Promise<number>;
  staff: readonly [NamedRef, NamedRef];
  institutions: readonly [NamedRef, NamedRef];
  program: NamedRef;
  /** Two courses, not named by any application until one is added. */
  courses: readonly [NamedRef, NamedRef];
  close: () => Promise<void>;
}>;

const at = (hour: number) => new Date(Date.UTC(2026, 10, 20, hour));

/** Criteria selecting the whole queue's first page: each test changes only what it is about. */
export const ALL_QUEUE: QueueCriteria = {
  status: null,
  partyStatuses: null,
  institution: null,
  program: null,
  course: null,
  intake: null,
  assignee: "any",
  overdue: null,
  search: null,
  offset: 0,
  limit: 50,
};

const seed = (over: Partial<QueueSeed>): QueueSeed => ({
  status: "checking",
  since: at(0),
  institution: 0,
  program: true,
  intake: "2027-09",
  assignee: null,
  contact: { name: "", email: "", phone: "" },
  account: { first_name: "Иван", last_name: "Петров" },
  course: null,
  ...over,
});

/** The behaviour every StaffQueueRepository must have (run against memory, PGlite and PostgreSQL). */
export function staffQueueContract(name: string, open: () => Promise<StaffQueueContractWorld>) {
  describe(`StaffQueueRepository contract: ${name}`, () => {
    let w: StaffQueueContractWorld;
    beforeEach(async () => {
      w = await open();
    });
    afterEach(() => w.close());

    const ids = async (criteria: Partial<QueueCriteria>) =>
      (await w.repo.page({ ...ALL_QUEUE, ...criteria })).rows.map((row) => row.id);

    it("is empty before anyone applied", async () => {
      expect(await w.repo.page(ALL_QUEUE)).toEqual({ rows: [], counts: {}, total: 0 });
      expect(await w.repo.filterOptions()).toEqual({ institutions: [], programs: [], courses: [], intakes: [] });
    });

    it("lists by status in the domain's order, oldest in a status first, with counts per status", async () => {
      const processing = await w.add(seed({ status: "processing", since: at(1) }));
      const newer = await w.add(seed({ status: "checking", since: at(5) }));
      const older = await w.add(seed({ status: "checking", since: at(2) }));
      const registering = await w.add(seed({ status: "registering", since: at(9) }));
      const page = await w.repo.page(ALL_QUEUE);
      expect(page.rows.map((row) => row.id)).toEqual([registering, older, newer, processing]);
      expect(page.counts).toEqual({ registering: 1, checking: 2, processing: 1 });
      expect(page.total).toBe(4);
    });

    it("shows the row's facts: contacts of the form, else of the account; institution, program, intake, assignee", async () => {
      const formId = await w.add(
        seed({ contact: { name: "Анна Смирнова", email: "anna@example.test", phone: "+7 900 1" }, assignee: 1 }),
      );
      const accountId = await w.add(seed({ program: false, intake: "", since: at(3) }));
      const [form, account] = (await w.repo.page(ALL_QUEUE)).rows;
      expect(form).toMatchObject({
        id: formId,
        status: "checking",
        status_changed_at: at(0),
        student: { name: "Анна Смирнова", email: "anna@example.test", phone: "+7 900 1" },
        institution: w.institutions[0],
        program: w.program,
        intake: "2027-09",
        assignee: w.staff[1],
      });
      expect(account).toMatchObject({ id: accountId, program: null, intake: "", assignee: null });
      expect(account?.student.name).toBe("Иван Петров");
    });

    it("filters by status, whose move it is, institution, program, intake and assignee; counts ignore the status only", async () => {
      const a = await w.add(seed({ status: "checking", institution: 0, assignee: 0 }));
      const b = await w.add(seed({ status: "in_review", institution: 1, program: false, intake: "2028-02" }));
      const c = await w.add(seed({ status: "processing", institution: 0, assignee: 1, since: at(4) }));
      expect(await ids({ status: "in_review" })).toEqual([b]);
      expect(await ids({ partyStatuses: ["checking", "processing"] })).toEqual([a, c]);
      expect(await ids({ partyStatuses: [] })).toEqual([]);
      expect(await ids({ institution: w.institutions[1].id })).toEqual([b]);
      expect(await ids({ program: w.program.id })).toEqual([a, c]);
      expect(await ids({ intake: "2028-02" })).toEqual([b]);
      expect(await ids({ assignee: "none" })).toEqual([b]);
      expect(await ids({ assignee: w.staff[1].id })).toEqual([c]);
      const page = await w.repo.page({ ...ALL_QUEUE, status: "checking", institution: w.institutions[0].id });
      expect(page.counts).toEqual({ checking: 1, processing: 1 });
      expect(page.total).toBe(1);
    });

    it("selects the overdue by cutoffs per status (at or before the cutoff), nothing for no cutoffs", async () => {
      const late = await w.add(seed({ status: "checking", since: at(0) }));
      await w.add(seed({ status: "checking", since: at(6) }));
      const edge = await w.add(seed({ status: "processing", since: at(3) }));
      await w.add(seed({ status: "in_review", since: at(0) }));
      const overdue = [
        { status: "checking" as const, enteredBy: at(1) },
        { status: "processing" as const, enteredBy: at(3) },
      ];
      expect(await ids({ overdue })).toEqual([late, edge]);
      expect(await ids({ overdue: [] })).toEqual([]);
    });

    it("searches names (any case), e-mails and phones of the form and the account, and application numbers", async () => {
      const anna = await w.add(
        seed({ contact: { name: "Анна Смирнова", email: "Anna.S@mail.test", phone: "+7 916 555-01-02" } }),
      );
      const ivan = await w.add(seed({ account: { first_name: "Ivan", last_name: "Lee" }, since: at(1) }));
      const search = (text: string, number: number | null = null) =>
        ids({ search: { text, words: text.split(/\s+/u), number } });
      expect(await search("смирнова")).toEqual([anna]);
      expect(await search("anna.s@")).toEqual([anna]);
      expect(await search("555-01")).toEqual([anna]);
      expect(await search("ivan lee")).toEqual([ivan]);
      // Every word, in any order: staff type a family name first as often as not.
      expect(await search("смирнова анна")).toEqual([anna]);
      expect(await search("lee ivan")).toEqual([ivan]);
      expect(await search("анна lee")).toEqual([]);
      expect(await search(`${ivan}`, ivan)).toContain(ivan);
      expect(await search("50%_")).toEqual([]);
    });

    it("pages a search over its selection in the queue's order, with the selection's counts", async () => {
      const match = (status: BookingStatusKey, hour: number) =>
        w.add(seed({ status, since: at(hour), contact: { name: "Вера Очередная", email: "", phone: "" } }));
      const processing = await match("processing", 0);
      const checkingLate = await match("checking", 7);
      const registering = await match("registering", 3);
      const checkingEarly = await match("checking", 1);
      await w.add(seed({ status: "checking", since: at(0) }));
      const search = { text: "очередная", words: ["очередная"], number: null };
      const order = [registering, checkingEarly, checkingLate, processing];
      expect(await ids({ search })).toEqual(order);
      expect(await ids({ search, offset: 1, limit: 2 })).toEqual(order.slice(1, 3));
      const checking = await w.repo.page({ ...ALL_QUEUE, search, status: "checking", offset: 1, limit: 5 });
      expect(checking.rows.map((row) => row.id)).toEqual([checkingLate]);
      expect(checking.counts).toEqual({ registering: 1, checking: 2, processing: 1 });
      expect(checking.total).toBe(2);
    });

    it("pages with offset and limit over the whole selection", async () => {
      const all = [];
      for (let hour = 0; hour < 5; hour += 1) all.push(await w.add(seed({ since: at(hour) })));
      expect(await ids({ offset: 2, limit: 2 })).toEqual(all.slice(2, 4));
      expect((await w.repo.page({ ...ALL_QUEUE, offset: 4, limit: 2 })).total).toBe(5);
    });

    it("offers the institutions, programs and intakes that applications name, by name", async () => {
      await w.add(seed({ institution: 1, intake: "2028-02" }));
      await w.add(seed({ institution: 0, intake: "2027-09" }));
      await w.add(seed({ institution: 0, intake: "" }));
      const options = await w.repo.filterOptions();
      expect(options.institutions).toEqual([...w.institutions].sort((x, y) => x.name.localeCompare(y.name, "ru")));
      expect(options.programs).toEqual([w.program]);
      expect(options.intakes).toEqual(["2027-09", "2028-02"]);
    });

    it("lists staff and admins by name", async () => {
      expect(await w.repo.staffMembers()).toEqual([...w.staff].sort((x, y) => x.name.localeCompare(y.name, "ru")));
    });

    it("assigns, reassigns and unassigns, answering the assignee before; null for an unknown application", async () => {
      const id = await w.add(seed({}));
      expect(await w.repo.assign(id, w.staff[0].id)).toEqual({ before: null });
      expect(await w.repo.assign(id, w.staff[1].id)).toEqual({ before: w.staff[0].id });
      expect((await w.repo.page(ALL_QUEUE)).rows[0]?.assignee).toEqual(w.staff[1]);
      expect(await w.repo.assign(id, null)).toEqual({ before: w.staff[1].id });
      expect((await w.repo.page(ALL_QUEUE)).rows[0]?.assignee).toBeNull();
      expect(await w.repo.assign(id + 1000, w.staff[0].id)).toBeNull();
    });

    it("stores, replaces and removes SLA hours per status", async () => {
      expect(await w.repo.slaOverrides()).toEqual([]);
      await w.repo.setSla("processing", 100, at(0));
      await w.repo.setSla("checking", 24, at(0));
      await w.repo.setSla("checking", 12, at(1));
      expect(await w.repo.slaOverrides()).toEqual([
        { status: "checking", hours: 12 },
        { status: "processing", hours: 100 },
      ]);
      await w.repo.setSla("checking", null, at(2));
      expect(await w.repo.slaOverrides()).toEqual([{ status: "processing", hours: 100 }]);
    });

    it("names a course application's course (no institution, no program) and filters by course", async () => {
      const university = await w.add(seed({ status: "checking" }));
      const first = await w.add(seed({ course: 0, program: false, intake: "Январь 2027", since: at(1) }));
      const second = await w.add(seed({ course: 1, program: false, intake: "", status: "processing" }));
      const firstAgain = await w.add(
        seed({ course: 0, program: false, intake: "", status: "processing", since: at(2) }),
      );
      const rows = (await w.repo.page(ALL_QUEUE)).rows;
      expect(rows.find((row) => row.id === first)).toMatchObject({
        institution: null,
        program: null,
        course: w.courses[0],
        intake: "Январь 2027",
      });
      expect(rows.find((row) => row.id === university)?.course).toBeNull();
      expect(await ids({ course: w.courses[0].id })).toEqual([first, firstAgain]);
      expect(await ids({ course: w.courses[1].id })).toEqual([second]);
      expect(await ids({ course: w.courses[1].id + w.courses[0].id + 1000 })).toEqual([]);
      expect(await ids({ institution: w.institutions[0].id })).toEqual([university]);
      const page = await w.repo.page({ ...ALL_QUEUE, course: w.courses[0].id, status: "processing" });
      expect(page.counts).toEqual({ checking: 1, processing: 1 });
      expect(page.total).toBe(1);
      expect(page.rows.map((row) => row.id)).toEqual([firstAgain]);
    });

    it("offers the courses that applications name, by name, and none of the others", async () => {
      await w.add(seed({}));
      expect((await w.repo.filterOptions()).courses).toEqual([]);
      await w.add(seed({ course: 1, program: false }));
      await w.add(seed({ course: 1, program: false, since: at(1) }));
      expect((await w.repo.filterOptions()).courses).toEqual([w.courses[1]]);
      await w.add(seed({ course: 0, program: false }));
      const options = await w.repo.filterOptions();
      expect(options.courses).toEqual([...w.courses].sort((x, y) => x.name.localeCompare(y.name, "ru")));
      expect(options.institutions).toEqual([w.institutions[0]]);
    });

    it("answers an application's assignee by name, null when nobody handles it, and null for an unknown one", async () => {
      const taken = await w.add(seed({ assignee: 1 }));
      const free = await w.add(seed({}));
      expect(await w.repo.assignee(taken)).toEqual({ assignee: w.staff[1] });
      expect(await w.repo.assignee(free)).toEqual({ assignee: null });
      await w.repo.assign(free, w.staff[0].id);
      expect(await w.repo.assignee(free)).toEqual({ assignee: w.staff[0] });
      await w.repo.assign(taken, null);
      expect(await w.repo.assignee(taken)).toEqual({ assignee: null });
      expect(await w.repo.assignee(Math.max(taken, free) + 1000)).toBeNull();
    });
  });
}
