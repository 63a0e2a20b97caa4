/** A ready reply a staff member starts from: its name on the button and its text for the reply box. */
export type ReplyTemplate = { readonly key: string; readonly name: string; readonly text: string };

/** The replies staff write most often (ADR 057); each is edited before it is sent. */
export const REPLY_TEMPLATES: readonly ReplyTemplate[] = [
  {
    key: "received",
    name: "Документы получены",
    text: "Здравствуйте! Мы получили ваши документы и начали проверку. Обычно она занимает 1–3 рабочих дня; если понадобится что-то исправить, напишем здесь.",
  },
  {
    key: "scan",
    name: "Нужен скан чётче",
    text: "Здравствуйте! Скан документа получился нечитаемым. Пожалуйста, загрузите его заново: цветной скан или фото при дневном свете, все углы страницы видны, без бликов, формат PDF, JPG или PNG.",
  },
  {
    key: "payment",
    name: "Напоминание об оплате",
    text: "Здравствуйте! Напоминаем, что заявка ждёт оплаты. Сумму и назначение платежа вы найдёте на вкладке «Оплата» заявки; после оплаты мы сразу продолжим работу.",
  },
  {
    key: "visa",
    name: "Дальше: виза",
    text: "Здравствуйте! Университет выдал приглашение. Следующий шаг — виза X1: подготовьте загранпаспорт, фото 33×48 мм, медицинскую форму и бланк JW202. Даты шагов после зачисления указаны в заявке.",
  },
  {
    key: "signed",
    name: "Договор подписан",
    text: "Здравствуйте! Спасибо, договор подписан. Мы выставили счёт: оплатить его можно на вкладке «Оплата» заявки картой или банковским переводом.",
  },
];

export const replyTemplateOf = (key: string | null): ReplyTemplate | null =>
  REPLY_TEMPLATES.find((template) => template.key === key) ?? null;
