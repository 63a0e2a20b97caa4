import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { WaveDeadline } from "../../core/domain/timeline/application-deadline";
import type { DeadlineSource } from "../../core/ports/deadline-source.port";

/** What each adapter's test gives: a fresh source and ways to add its catalogue, applications and shortlists. */
export type DeadlineSourceStore = Readonly<{
  source: DeadlineSource;
  newUser: () => Promise<number>;
  addProgram: (title: string) => Promise<number>;
  addBase: (program: number, title: string, waves: readonly WaveDeadline[]) => Promise<number>;
  apply: (booking: {
    user: number;
    program: number;
    base: number | null;
    status: string;
    intake: string;
  }) => Promise<number>;
  save: (user: number, program: number) => Promise<void>;
  close: () => Promise<void>;
}>;

const autumn = { label: "Осень 2027", closes_at: new Date("2027-03-31T20:59:00.000Z") };
const spring = { label: "Весна 2028", closes_at: new Date("2027-10-31T20:59:00.000Z") };
const summer = { label: "Лето 2027", closes_at: new Date("2027-05-15T20:59:00.000Z") };

/** The behaviour every DeadlineSource must have (run against memory and SQL). */
export function deadlineSourceContract(name: string, open: () => Promise<DeadlineSourceStore>) {
  describe(`DeadlineSource contract: ${name}`, () => {
    let s: DeadlineSourceStore;
    beforeEach(async () => {
      s = await open();
    });
    afterEach(() => s.close());

    it("names nothing without applications or shortlists", async () => {
      const program = await s.addProgram("Бакалавриат");
      await s.addBase(program, "Грант", [autumn]);
      expect(await s.source.candidates()).toEqual([]);
    });

    it("gives an open application its base's waves and intake, a program application every base's waves", async () => {
      const user = await s.newUser();
      const program = await s.addProgram("Бакалавриат");
      const grant = await s.addBase(program, "Грант", [autumn, spring]);
      await s.addBase(program, "Платно", [summer]);
      const onBase = await s.apply({ user, program, base: grant, status: "checking", intake: "Осень 2027" });
      const onProgram = await s.apply({ user, program, base: null, status: "registering", intake: "" });
      expect(await s.source.candidates()).toEqual([
        {
          user_id: user,
          booking_id: onBase,
          degree_program_id: program,
          subject: "Грант",
          intake: "Осень 2027",
          waves: [autumn, spring],
        },
        {
          user_id: user,
          booking_id: onProgram,
          degree_program_id: program,
          subject: "Бакалавриат",
          intake: "",
          waves: expect.arrayContaining([autumn, spring, summer]),
        },
      ]);
    });

    it("leaves out sent and cancelled applications", async () => {
      const user = await s.newUser();
      const program = await s.addProgram("Магистратура");
      const base = await s.addBase(program, "Грант", [autumn]);
      await s.apply({ user, program, base, status: "sent", intake: "" });
      await s.apply({ user, program, base, status: "cancelled", intake: "" });
      expect(await s.source.candidates()).toEqual([]);
    });

    it("gives a saved program the waves of all its bases, after the user's applications", async () => {
      const user = await s.newUser();
      const other = await s.newUser();
      const program = await s.addProgram("Магистратура");
      await s.addBase(program, "Грант", [autumn]);
      await s.addBase(program, "Платно", [summer]);
      const noWaves = await s.addProgram("Аспирантура");
      await s.save(other, program);
      await s.save(user, noWaves);
      const candidates = await s.source.candidates();
      expect(candidates.map((c) => [c.user_id, c.booking_id, c.degree_program_id, c.subject, c.waves.length])).toEqual(
        [
          [user, null, noWaves, "Аспирантура", 0],
          [other, null, program, "Магистратура", 2],
        ].sort((a, b) => Number(a[0]) - Number(b[0])),
      );
    });
  });
}
