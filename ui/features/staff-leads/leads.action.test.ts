import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import type { LeadConversionFailure, StaffDesk } from "../../../core/ports/staff-desk.port";
import type { Lead } from "../../../core/ports/lead-repository.port";
import { leadsAction } from "./leads.action";

const LEAD: Lead = {
  id: 7,
  kind: "simple",
  fields: { name: "Анна" },
  page_url: "/",
  utm: {},
  call_session_id: null,
  created_at: new Date("2026-11-28T09:00:00.000Z"),
  updated_at: new Date("2026-11-28T09:00:00.000Z"),
  state: "new",
  assignee_user_id: null,
  note: "",
  booking_id: null,
};

/** A desk whose lead calls record what they were given and answer as told. */
function desk(conversion: Effect.Effect<{ lead: Lead; booking_id: number }, LeadConversionFailure>) {
  const calls: unknown[] = [];
  const fake = {
    handleLead: (id: number, change: unknown) => {
      calls.push(["handle", id, change]);
      return id === 404 ? Effect.fail({ _tag: "LeadNotFound" } as const) : Effect.succeed(LEAD);
    },
    convertLead: (id: number, request: unknown) => {
      calls.push(["convert", id, request]);
      return conversion;
    },
  } as unknown as StaffDesk;
  return { fake, calls };
}

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};

describe("leadsAction", () => {
  it("saves a lead's handling as parsed by the contract (blank assignee: none)", async () => {
    const { fake, calls } = desk(Effect.succeed({ lead: LEAD, booking_id: 1 }));
    const result = await leadsAction(
      fake,
      form({ lead: "7", intent: "handle", state: "done", assignee_user_id: "", note: " Готово " }),
    );
    expect(result).toEqual({ lead_id: 7, form: "handle", ok: true, message: "Сохранено.", fields: {} });
    expect(calls).toEqual([["handle", 7, { state: "done", assignee_user_id: null, note: "Готово" }]]);
  });

  it("answers the first message of a refused field, and a missing lead in words", async () => {
    const { fake, calls } = desk(Effect.succeed({ lead: LEAD, booking_id: 1 }));
    const bad = await leadsAction(fake, form({ lead: "7", intent: "handle", state: "lost" }));
    expect(bad).toMatchObject({ ok: false, fields: { state: "Состояние: new, in_work или done." } });
    expect(calls).toEqual([]);
    const gone = await leadsAction(fake, form({ lead: "404", intent: "handle", state: "done" }));
    expect(gone).toMatchObject({ ok: false, message: "Лид не найден: возможно, его уже нет." });
    expect(await leadsAction(fake, form({ lead: "x", intent: "handle" }))).toBeNull();
  });

  it("turns a base page's address into the base's number for the conversion", async () => {
    const { fake, calls } = desk(Effect.succeed({ lead: { ...LEAD, booking_id: 31 }, booking_id: 31 }));
    const result = await leadsAction(
      fake,
      form({
        lead: "7",
        intent: "convert",
        email: "Anna@Example.com",
        education_base_id: "https://shuyuan.ru/universities/china/pekin/pku-5/bakalavriat-12/",
      }),
    );
    expect(result).toMatchObject({ ok: true, message: "Создана заявка № 31." });
    expect(calls).toEqual([["convert", 7, { email: "anna@example.com", education_base_id: 12 }]]);
  });

  it("refuses text that names no base, and puts each refusal of the conversion in words", async () => {
    const { fake } = desk(Effect.succeed({ lead: LEAD, booking_id: 1 }));
    const unreadable = await leadsAction(
      fake,
      form({ lead: "7", intent: "convert", email: "a@b.ru", education_base_id: "пекин" }),
    );
    expect(unreadable).toMatchObject({
      fields: { education_base_id: "Укажите номер базы обучения или адрес её страницы." },
    });
    const cases: readonly [LeadConversionFailure, Record<string, unknown>][] = [
      [{ _tag: "ApplicantNotFound" }, { fields: { email: "Пользователь с такой почтой не зарегистрирован." } }],
      [{ _tag: "TargetNotFound" }, { fields: { education_base_id: "База обучения не найдена." } }],
      [{ _tag: "LeadAlreadyConverted", booking_id: 9 }, { message: "Лид уже стал заявкой № 9." }],
      [
        { _tag: "DuplicateBooking", existing_id: 4 },
        { message: "У пользователя уже есть открытая заявка на эту базу: № 4." },
      ],
    ];
    for (const [failure, expected] of cases) {
      const refused = await leadsAction(
        desk(Effect.fail(failure)).fake,
        form({ lead: "7", intent: "convert", email: "a@b.ru", education_base_id: "12" }),
      );
      expect(refused).toMatchObject({ ok: false, form: "convert", ...expected });
    }
  });
});
