import type { EmailEvent } from "../../../core/domain/notifications/email-event";

/** The Russian texts of the notification e-mail settings (ADR 048). */
export const NOTIFICATION_SETTINGS_TEXTS = {
  legend: "Письма на почту",
  intro: "Отметьте, о чём присылать письмо на адрес вашего аккаунта. Уведомления на сайте приходят в любом случае.",
  events: {
    booking_status: {
      label: "Заявка перешла на новый этап",
      hint: "Например, документы отправлены на проверку или заявка ждёт оплаты.",
    },
    booking_message: {
      label: "Новое сообщение по заявке",
      hint: "Менеджер написал вам о заявке.",
    },
    document_review: {
      label: "Проверка документов",
      hint: "Документ принят или возвращён с замечанием.",
    },
    payment_due: {
      label: "Оплата",
      hint: "Выставлена сумма к оплате или приближается срок платежа.",
    },
    deadline: {
      label: "Сроки",
      hint: "Скоро закончится приём заявок или срок подачи по вашей заявке.",
    },
    comment_reply: {
      label: "Ответы на ваши комментарии и отзывы",
      hint: "Кто-то ответил на ваш комментарий или отзыв.",
    },
    news: {
      label: "Новости и подборки",
      hint: "Новые программы, гранты и подборки вузов — не чаще раза в неделю.",
    },
  } satisfies Record<EmailEvent, { readonly label: string; readonly hint: string }>,
  save: "Сохранить",
  saving: "Сохраняем…",
  saved: "Настройки уведомлений сохранены.",
  failed: "Не удалось сохранить настройки. Проверьте подключение к интернету и попробуйте ещё раз.",
  unavailable: "Не удалось загрузить настройки писем. Обновите страницу или попробуйте позже.",
  listTitle: "Уведомления",
  empty: "Уведомлений пока нет.",
} as const;
