import { describe, expect, it } from "vitest";
import { BLANK_NOTIFICATIONS_GRID } from "../../../core/domain/content/notifications-grid";
import { buildNotification } from "../../../tests/builders/notification.builder";
import { clientOverFake } from "../../../tests/fakes/fake-api-client";
import { json, jsonBodyOf } from "../../../tests/fakes/fake-fetch";

const MESSAGE = {
  id: 3,
  author: "staff",
  author_name: "Мария Ли",
  text: "Ответим завтра <b>утром</b>.",
  created_at: "2026-11-27T09:00:00.000Z",
} as const;

const pathAndQuery = (url: string | undefined) => {
  const parsed = new URL(url ?? "", "http://api.test");
  return `${parsed.pathname}${parsed.search}`;
};

describe("the notifications API client", () => {
  it("reads a page of notifications with the unread count", async () => {
    const grid = { total: 1, last_page: 1, data: [buildNotification()], unread: 1 };
    const { client, requests } = clientOverFake(() => json(grid));
    expect(await client.notifications.grid({ page: 2, per_page: 12 })).toEqual(grid);
    expect(pathAndQuery(requests[0]?.url)).toBe("/api/ru/v1/notifications/grid?page=2&per_page=12");
  });

  it("reads no notifications when the call fails or the body does not fit", async () => {
    expect(
      await clientOverFake(() => json({ message: "Требуется вход." }, 401)).client.notifications.grid({
        page: 1,
        per_page: 12,
      }),
    ).toEqual(BLANK_NOTIFICATIONS_GRID);
    expect(await clientOverFake(() => json({ total: 1 })).client.notifications.grid({ page: 1, per_page: 12 })).toEqual(
      BLANK_NOTIFICATIONS_GRID,
    );
  });

  it("marks all or some read and answers what stays unread", async () => {
    const { client, requests } = clientOverFake(() => json({ marked: 2, unread: 1 }));
    expect(await client.notifications.markRead({ _tag: "All" })).toEqual({ _tag: "Ok", value: { unread: 1 } });
    expect(await client.notifications.markRead({ _tag: "Ids", ids: [4, 5] })).toEqual({
      _tag: "Ok",
      value: { unread: 1 },
    });
    expect(jsonBodyOf(requests[0])).toEqual({ all: true });
    expect(jsonBodyOf(requests[1])).toEqual({ ids: [4, 5] });
    expect(pathAndQuery(requests[1]?.url)).toBe("/api/ru/v1/notifications/read");
  });
});

describe("the messages API client", () => {
  it("reads the thread of an application", async () => {
    const { client, requests } = clientOverFake(() => json({ data: [MESSAGE] }));
    expect(await client.messages.thread(12)).toEqual([MESSAGE]);
    expect(pathAndQuery(requests[0]?.url)).toBe("/api/ru/v1/bookings/12/messages");
  });

  it("reads no thread for someone else's application", async () => {
    expect(
      await clientOverFake(() => json({ message: "Заявка не найдена." }, 404)).client.messages.thread(12),
    ).toBeNull();
  });

  it("posts a message and answers it, or the field's refusal", async () => {
    const posted = clientOverFake(() => json({ ...MESSAGE, author: "applicant" }, 201));
    expect(await posted.client.messages.post(12, "Вопрос")).toEqual({
      _tag: "Ok",
      value: { ...MESSAGE, author: "applicant" },
    });
    expect(jsonBodyOf(posted.requests[0])).toEqual({ text: "Вопрос" });
    const refused = clientOverFake(() =>
      json({ message: "Напишите сообщение.", data: { text: ["Напишите сообщение."] } }, 422),
    );
    expect(await refused.client.messages.post(12, " ")).toEqual({
      _tag: "ValidationFailed",
      message: "Напишите сообщение.",
      fields: { text: ["Напишите сообщение."] },
    });
  });
});
