import { describe, expect, it } from "vitest";
import type { Lead } from "../../../core/ports/lead-repository.port";
import { leadView } from "./lead-view";

const lead = (fields: Lead["fields"]): Lead => ({
  id: 3,
  kind: "calc",
  fields,
  page_url: "https://shuyuan.test/",
  utm: { utm_source: "vk" },
  call_session_id: null,
  created_at: new Date("2026-11-28T07:38:00Z"),
  updated_at: new Date("2026-11-28T07:38:00Z"),
  booking_id: null,
  state: "new",
  assignee_user_id: null,
  note: "",
});

describe("leadView", () => {
  it("names the forms' fields in Russian and keeps the contacts apart", () => {
    const view = leadView(
      lead({ name: "Лидия", phone: "+79012345678", subject: "Магистратура", message: "Позвоните" }),
    );
    expect(view.contacts).toEqual({ name: "Лидия", phone: "+79012345678", email: "" });
    expect(view.other).toEqual([
      ["Тема", "Магистратура"],
      ["Сообщение", "Позвоните"],
    ]);
  });

  it("lists the calculator's choices one per line, yes/no for a flag, an unknown key as it is", () => {
    const view = leadView(
      lead({ name: "Иван", calc: { country: "china", budget: 500000, with_grant: true, custom_step: "2" } }),
    );
    expect(view.other).toEqual([
      ["Страна", "china"],
      ["Бюджет", "500000"],
      ["С грантом", "да"],
      ["custom_step", "2"],
    ]);
  });
});
