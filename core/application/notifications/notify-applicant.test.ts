import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { memoryOutbox } from "../../../adapters/storage/memory/mail-outbox.memory";
import { memoryNotificationSettingsRepository } from "../../../adapters/storage/memory/notification-settings.memory";
import { memoryNotificationRepository } from "../../../adapters/storage/memory/notifications.memory";
import { memoryUserRepository } from "../../../adapters/storage/memory/users.memory";
import type { ApplicationEvent } from "../../domain/application-events/application-event";
import { EMAIL_EVENT_DEFAULTS } from "../../domain/notifications/notification-email-settings";
import { runUseCase } from "../shared/run-use-case";
import { listNotifications } from "./list-notifications";
import { markNotificationsRead } from "./mark-notifications-read";
import { applicantNotifier, notifyApplicant } from "./notify-applicant";

const NOW = new Date("2026-11-27T09:00:00.000Z");

async function setup() {
  const deps = {
    notifications: memoryNotificationRepository(),
    notificationSettings: memoryNotificationSettingsRepository(),
    users: memoryUserRepository(),
    mailer: memoryOutbox(),
    clock: { now: () => NOW },
    siteOrigin: "https://shuyuan.example/",
  };
  const created = await runUseCase(
    deps.users.create(
      {
        username: "vera",
        email: "vera@example.com",
        passwordHash: "x",
        firstName: "Вера",
        lastName: "Ким",
        role: "user",
      },
      NOW,
    ),
  );
  if (Result.isFailure(created)) throw new Error("no account");
  return { deps, userId: created.success.id };
}

const eventList = (user_id: number): readonly ApplicationEvent[] => [
  {
    _tag: "StatusChanged",
    booking_id: 7,
    user_id,
    from: "checking",
    to: "in_review",
    remark: "Нужен перевод диплома.",
  },
  {
    _tag: "DocumentReviewed",
    booking_id: 7,
    user_id,
    document_title: "Паспорт",
    decision: "rejected",
    remark: "Размыто",
  },
  { _tag: "MessageReceived", booking_id: 7, user_id, excerpt: "Добрый день, <b>Вера</b>!" },
  {
    _tag: "PaymentDue",
    booking_id: 7,
    user_id,
    description: "Сервисный сбор",
    amount_minor: 1_500_000,
    currency: "RUB",
  },
  { _tag: "PaymentReceived", booking_id: 7, user_id, description: "Взнос", amount_minor: 120_050, currency: "CNY" },
  {
    _tag: "DeadlineApproaching",
    booking_id: null,
    user_id,
    subject: "Приём на осень 2027",
    deadline: new Date("2027-03-01T09:00:00.000Z"),
    days_left: 3,
    once_key: "deadline:1:Приём на осень 2027:2027-03-01T09:00:00.000Z:3",
  },
];

/** One event of each kind, by name. */
const events = (user_id: number) => {
  const [status, document, message, due, received, deadline] = eventList(user_id) as [
    ApplicationEvent,
    ApplicationEvent,
    ApplicationEvent,
    ApplicationEvent,
    ApplicationEvent,
    ApplicationEvent,
  ];
  return { status, document, message, due, received, deadline };
};

describe("notifyApplicant", () => {
  it("stores a notification for every event and mails each kind the defaults want", async () => {
    const { deps, userId } = await setup();
    for (const event of eventList(userId)) await runUseCase(notifyApplicant(deps, event));
    const page = await runUseCase(listNotifications(deps, userId, { page: 1, perPage: 10 }));
    expect(Result.isSuccess(page) && page.success).toMatchObject({ total: 6, unread: 6, page: 1, last_page: 1 });
    const titles = Result.isSuccess(page) ? page.success.data.map((n) => n.title) : [];
    expect(titles).toEqual(
      expect.arrayContaining([
        "Статус заявки: «На доработке»",
        "Документ нужно исправить: «Паспорт»",
        "Новое сообщение по заявке",
        "К оплате: 15\u00a0000\u00a0₽",
        "Оплата получена: 1\u00a0200,50\u00a0CN¥",
        "До срока осталось 3 дня",
      ]),
    );
    expect(deps.mailer.sent).toHaveLength(6);
    expect(deps.mailer.sent.every((mail) => mail.to === "vera@example.com")).toBe(true);
  });

  it("links the notification to the application page and the letter to its absolute address", async () => {
    const { deps, userId } = await setup();
    const stored = await runUseCase(notifyApplicant(deps, events(userId).message));
    expect(stored).toMatchObject(
      Result.succeed({
        title: "Новое сообщение по заявке",
        text: "Добрый день, <b>Вера</b>!",
        link: "/u/settings/applications/7/",
        is_read: false,
      }),
    );
    const [mail] = deps.mailer.sent;
    expect(mail?.subject).toBe("Новое сообщение по заявке — Шуюань");
    expect(mail?.text).toContain("Здравствуйте, Вера!");
    expect(mail?.text).toContain("https://shuyuan.example/u/settings/applications/7/");
  });

  it("names the status by its Russian title and carries the remark", async () => {
    const { deps, userId } = await setup();
    await runUseCase(notifyApplicant(deps, events(userId).status));
    expect(deps.mailer.sent[0]?.text).toContain("Замечание: Нужен перевод диплома.");
    const unknown = await runUseCase(
      notifyApplicant(deps, {
        _tag: "StatusChanged",
        booking_id: 7,
        user_id: userId,
        from: null,
        to: "teleported",
        remark: "",
      }),
    );
    expect(unknown).toMatchObject(Result.succeed({ title: "Статус заявки: «Неизвестный статус»" }));
  });

  it("sends no letter for a kind the user turned off, but still notifies in the app", async () => {
    const { deps, userId } = await setup();
    await deps.notificationSettings.save(userId, { ...EMAIL_EVENT_DEFAULTS, booking_message: false }, NOW);
    await applicantNotifier(deps).notify(events(userId).message);
    await applicantNotifier(deps).notify(events(userId).status);
    expect(deps.mailer.sent.map((mail) => mail.subject)).toEqual(["Статус заявки: «На доработке» — Шуюань"]);
    expect(await deps.notifications.countUnread(userId)).toBe(2);
  });

  it("tells a planned reminder once: run again (after a crash before its job was marked done) it stores and mails nothing", async () => {
    const { deps, userId } = await setup();
    const first = await runUseCase(notifyApplicant(deps, events(userId).deadline));
    const again = await runUseCase(notifyApplicant(deps, events(userId).deadline));
    expect(Result.isSuccess(first) && first.success !== null).toBe(true);
    expect(again).toEqual(Result.succeed(null));
    expect((await deps.notifications.list(userId, { page: 1, perPage: 10 })).total).toBe(1);
    expect(deps.mailer.sent).toHaveLength(1);
  });

  it("marks the user's notifications read and answers what stays unread", async () => {
    const { deps, userId } = await setup();
    const stored = await runUseCase(notifyApplicant(deps, events(userId).message));
    await runUseCase(notifyApplicant(deps, events(userId).due));
    const id = Result.isSuccess(stored) ? (stored.success?.id ?? 0) : 0;
    expect(await runUseCase(markNotificationsRead(deps, userId, { _tag: "Ids", ids: [id] }))).toEqual(
      Result.succeed({ marked: 1, unread: 1 }),
    );
    expect(await runUseCase(markNotificationsRead(deps, userId, { _tag: "All" }))).toEqual(
      Result.succeed({ marked: 1, unread: 0 }),
    );
  });
});
