import { match } from "ts-pattern";
import type { ApplicationEvent } from "../../domain/application-events/application-event";
import { MOSCOW_TIME_ZONE } from "../../domain/admission/moscow-time";
import { bookingStatusText } from "../../domain/booking/booking-status-text";
import { parseBookingStatus } from "../../domain/booking/parse-booking-status";
import type { EmailEvent } from "../../domain/notifications/email-event";
import { parseCurrencyCode } from "../../domain/price/currency-code";
import { formatPrice } from "../../domain/price/price-format";
import { pluralNoun } from "../../domain/text/russian-plural";
import { zonedDateTimeText } from "../../domain/text/zoned-date-time-text";

/** What the applicant reads about an event: a title, a line of text, and which e-mail setting governs it. */
export type EventWords = Readonly<{ email: EmailEvent; title: string; text: string }>;

const BEIJING_TIME_ZONE = "Asia/Shanghai";

/** An amount in minor units as the site prints prices ("15 000 ₽", "1 200,50 CN¥"); an unknown code follows it. */
export const moneyText = (amountMinor: number, currency: string): string => {
  const code = parseCurrencyCode(currency);
  const amount = amountMinor / 100;
  return code === null ? `${formatPrice(amount)} ${currency.trim()}` : formatPrice(amount, code);
};

const sentence = (...parts: readonly string[]) => parts.filter((part) => part.trim() !== "").join(" ");

/** The Russian words of an event's notification (and of its letter); statuses by their Russian titles. */
export const applicationEventWords = (event: ApplicationEvent): EventWords =>
  match(event)
    .returnType<EventWords>()
    .with({ _tag: "StatusChanged" }, ({ to, remark }) => {
      const status = bookingStatusText(parseBookingStatus(to));
      return {
        email: "booking_status",
        title: `Статус заявки: «${status.title}»`,
        text: sentence(status.description, remark.trim() === "" ? "" : `Замечание: ${remark.trim()}`),
      };
    })
    .with({ _tag: "DocumentReviewed", decision: "accepted" }, ({ document_title, remark }) => ({
      email: "document_review",
      title: `Документ принят: «${document_title}»`,
      text: remark.trim(),
    }))
    .with({ _tag: "DocumentReviewed", decision: "rejected" }, ({ document_title, remark }) => ({
      email: "document_review",
      title: `Документ нужно исправить: «${document_title}»`,
      text: sentence(remark.trim() === "" ? "" : `Замечание: ${remark.trim()}`, "Загрузите документ ещё раз."),
    }))
    .with({ _tag: "MessageReceived" }, ({ excerpt }) => ({
      email: "booking_message",
      title: "Новое сообщение по заявке",
      text: excerpt,
    }))
    .with({ _tag: "PaymentDue" }, ({ description, amount_minor, currency }) => ({
      email: "payment_due",
      title: `К оплате: ${moneyText(amount_minor, currency)}`,
      text: sentence(description.trim(), "Оплатить можно на странице заявки."),
    }))
    .with({ _tag: "PaymentReceived" }, ({ description, amount_minor, currency }) => ({
      email: "payment_due",
      title: `Оплата получена: ${moneyText(amount_minor, currency)}`,
      text: description.trim(),
    }))
    .with({ _tag: "DeadlineApproaching" }, ({ subject, deadline, days_left }) => ({
      email: "deadline",
      title: `До срока осталось ${days_left} ${pluralNoun(days_left, ["день", "дня", "дней"])}`,
      text: `${subject.trim()}: ${zonedDateTimeText(deadline, MOSCOW_TIME_ZONE)} по московскому времени (${zonedDateTimeText(deadline, BEIJING_TIME_ZONE)} по пекинскому).`,
    }))
    .exhaustive();
