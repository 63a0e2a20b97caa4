import { match } from "ts-pattern";
import type { BookingStatusKey } from "./booking-status";

/** What the user sees for a booking status. */
export type BookingStatusText = { readonly title: string; readonly description: string };

/** A known key or an unknown status (a ParsedBookingStatus or a BookingGroup status both fit). */
export type BookingStatusRef =
  { readonly _tag: "Known"; readonly key: BookingStatusKey } | { readonly _tag: "Unknown" };

const text = (title: string, description: string): BookingStatusText => ({ title, description });

const keyText = (key: BookingStatusKey): BookingStatusText =>
  match(key)
    .with("registering", () => text("Оформление", "Заявка создана, но ещё не отправлена на проверку."))
    .with("checking", () => text("Проверка", "Данные отправлены, документы готовятся."))
    .with("in_review", () =>
      text("На доработке", "Есть замечания: внесите изменения, после этого заявка вернётся на проверку."),
    )
    .with("being_signed", () => text("Подписание", "Документы ожидают подписания."))
    .with("pending_cancellation", () => text("Ожидает отмены", "Заявка остановлена, отмена ожидает подтверждения."))
    .with("pending_payment", () => text("Ожидает оплаты", "Ожидается первый платёж."))
    .with("pending_payment_2", () => text("Ожидает второй оплаты", "Ожидается второй платёж."))
    .with("pending_payment_services", () => text("Оплата услуг", "Ожидается оплата дополнительных услуг."))
    .with("processing", () => text("В обработке", "Оплата получена, заявка обрабатывается."))
    .with("sent", () => text("Завершена", "Заявка полностью выполнена."))
    .with("cancelled", () => text("Отменена", "Заявка остановлена."))
    .with("waiting", () => text("Ожидание", "Заявка временно приостановлена, работа по ней продолжится позже."))
    .exhaustive();

/** Russian title and description of a status; unknown statuses get the spec's fallback text. */
export const bookingStatusText = (status: BookingStatusRef): BookingStatusText =>
  match(status)
    .with({ _tag: "Known" }, ({ key }) => keyText(key))
    .with({ _tag: "Unknown" }, () => text("Неизвестный статус", "Информация о статусе отсутствует."))
    .exhaustive();
