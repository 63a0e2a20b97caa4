import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES } from "./booking-status";
import { bookingStatusText } from "./booking-status-text";
import { parseBookingStatus } from "./parse-booking-status";

describe("bookingStatusText", () => {
  it("gives the Russian title and description of every status", () => {
    expect(BOOKING_STATUSES.map((key) => bookingStatusText({ _tag: "Known", key }))).toEqual([
      { title: "Оформление", description: "Заявка создана, но ещё не отправлена на проверку." },
      { title: "Проверка", description: "Данные отправлены, документы готовятся." },
      {
        title: "На доработке",
        description: "Есть замечания: внесите изменения, после этого заявка вернётся на проверку.",
      },
      { title: "Подписание", description: "Документы ожидают подписания." },
      { title: "Ожидает отмены", description: "Заявка остановлена, отмена ожидает подтверждения." },
      { title: "Ожидает оплаты", description: "Ожидается первый платёж." },
      { title: "Ожидает второй оплаты", description: "Ожидается второй платёж." },
      { title: "Оплата услуг", description: "Ожидается оплата дополнительных услуг." },
      { title: "В обработке", description: "Оплата получена, заявка обрабатывается." },
      { title: "Завершена", description: "Заявка полностью выполнена." },
      { title: "Отменена", description: "Заявка остановлена." },
      { title: "Ожидание", description: "Заявка временно приостановлена, работа по ней продолжится позже." },
    ]);
  });

  it("shows the spec's fallback for an unknown status", () => {
    expect(bookingStatusText(parseBookingStatus("archived"))).toEqual({
      title: "Неизвестный статус",
      description: "Информация о статусе отсутствует.",
    });
  });
});
