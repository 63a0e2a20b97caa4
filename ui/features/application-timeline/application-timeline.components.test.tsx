import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { afterOfferPlan } from "../../../core/domain/timeline/after-offer";
import { mergeTimeline } from "../../../core/domain/timeline/merge-timeline";
import { AfterOfferSteps } from "./after-offer-steps";
import { ApplicationStatusBlock } from "./application-status-block";
import { ApplicationTimelineList } from "./application-timeline-list";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("application timeline components", () => {
  it("shows the status with whose move it is and the usual duration", () => {
    const html = text(renderToString(<ApplicationStatusBlock status="checking" />));
    expect(html).toContain("Проверка");
    expect(html).toContain("Ждём нас");
    expect(html).toContain("обычно 1–3 дня");
    expect(text(renderToString(<ApplicationStatusBlock status="archived" />))).toContain("Неизвестный статус");
  });

  it("lists the events with their Moscow times, who acted and the staff's remark", () => {
    const entries = mergeTimeline(
      [
        {
          from: "checking",
          to: "in_review",
          actor: "staff",
          actor_user_id: 3,
          comment: "Перевод диплома нечитаем",
          at: new Date("2026-11-21T07:15:00.000Z"),
        },
      ],
      [
        {
          document_title: "Паспорт",
          from_stage: "needed",
          to_stage: "uploaded",
          actor: "user",
          remark: "",
          at: new Date("2026-11-20T09:00:00.000Z"),
        },
      ],
    );
    const html = renderToString(<ApplicationTimelineList entries={entries} />);
    expect(html).toContain(`<time dateTime="2026-11-20T09:00:00.000Z">`);
    expect(text(html)).toContain("20 ноября 2026, 12:00 мск Вы Паспорт: загружен");
    expect(text(html)).toContain("21 ноября 2026, 10:15 мск Шуюань Статус: «На доработке» Перевод диплома нечитаем");
  });

  it("shows the steps after the offer only when they belong on the application", () => {
    const plan = afterOfferPlan(
      { registration: "2026-09-11", arrival: "2026-08-20" },
      new Date("2026-08-01T09:00:00.000Z"),
    );
    expect(renderToString(<AfterOfferSteps shown={false} plan={plan} />)).toBe("");
    const html = text(renderToString(<AfterOfferSteps shown plan={plan} />));
    expect(html).toContain("После зачисления");
    expect(html).toContain("До регистрации 41 день");
    expect(html).toContain("Приезд запланирован раньше, чем за две недели до регистрации");
    expect(html).toContain("Виза X1 дата пока не известна");
  });
});
