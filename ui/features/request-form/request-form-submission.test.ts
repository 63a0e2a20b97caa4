import { describe, expect, it } from "vitest";
import { readRequestForm } from "./request-form-submission";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

const ACTION = "https://shuyuan.example/?index";

describe("readRequestForm", () => {
  it("sends the typed fields with the topic, the page address and its utm", () => {
    const submission = readRequestForm(
      form({
        name: "Анна",
        phone: "+7 900 123-45-67",
        email: "anna@example.ru",
        message: "Бакалавриат в Пекине",
        subject: "Заявка с главной страницы",
        page_url: "https://shuyuan.example/?utm_source=vk&utm_campaign=spring",
        referrer: "https://yandex.ru/search/?text=учёба",
        call_tracking_session_id: " ct-7 ",
      }),
      ACTION,
    );
    expect(submission.fields).toEqual({
      name: "Анна",
      phone: "+7 900 123-45-67",
      email: "anna@example.ru",
      message: "Бакалавриат в Пекине",
      subject: "Заявка с главной страницы",
    });
    expect(submission.extras).toEqual({
      page_url: "https://shuyuan.example/?utm_source=vk&utm_campaign=spring",
      utm: { utm_source: "vk", utm_campaign: "spring" },
      tracking_session_id: "ct-7",
    });
  });

  it("maps the referrer when the address has no utm_source, and leaves empty optional fields out", () => {
    const submission = readRequestForm(
      form({
        name: "Иван",
        phone: "89001234567",
        email: " ",
        page_url: "https://shuyuan.example/",
        referrer: "https://www.google.com/",
      }),
      ACTION,
    );
    expect(submission.fields).toEqual({
      name: "Иван",
      phone: "89001234567",
      email: null,
      message: null,
      subject: null,
    });
    expect(submission.extras).toEqual({
      page_url: "https://shuyuan.example/",
      utm: { utm_source: "google", utm_medium: "search" },
      tracking_session_id: null,
    });
  });

  it("falls back to the action's address when the page address is missing or not a web address", () => {
    for (const page_url of ["", "javascript:alert(1)", "/relative/"]) {
      expect(readRequestForm(form({ name: "Иван", phone: "1", page_url }), ACTION).extras.page_url).toBe(ACTION);
    }
  });

  it("keeps what was typed to show it again, and reads missing entries as empty", () => {
    expect(readRequestForm(form({ phone: "12" }), ACTION).values).toEqual({
      name: "",
      phone: "12",
      email: "",
      message: "",
    });
  });
});
