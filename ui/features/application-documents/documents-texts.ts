import type { DocumentStepName, DocumentStepState } from "../../../core/domain/documents/document-steps";

/** The words of the «Документы» tab (docs/adr/052-application-documents.md). */
export const DOCUMENTS_TEXTS = {
  title: "Документы заявки",
  summary: (done: number, total: number) => `Обязательные документы: загружено ${done} из ${total}`,
  summaryReady: "Все обязательные документы загружены: заявку можно отправить на проверку.",
  summaryMissing: "Загрузите обязательные документы, чтобы отправить заявку на проверку.",
  summaryNone: "Обязательных документов нет: заявку можно отправить на проверку.",
  noDocuments: "Для этого курса документы не нужны.",
  optionalOnly: "Документы ниже не обязательны: загрузите их, если они у вас есть.",
  optional: "Необязательный",
  howItWorks:
    "У каждого документа свой путь: перевод, нотариальное заверение, апостиль, загрузка и проверка. Шаги, которые вы сделали сами или которые не нужны, можно пропустить и сразу загрузить файл.",
  mandatory: "Обязательный",
  later: "Понадобится после приглашения",
  stepsLabel: (title: string) => `Этапы: ${title}`,
  nextLabel: "Что сделать сейчас",
  remarkLabel: "Замечание сотрудника",
  prepareLegend: "Отметить сделанный шаг",
  markStep: (label: string) => `Отметить: ${label.toLowerCase()}`,
  fileLabel: "Файл документа",
  fileHint: "PDF, JPG или PNG, не больше 10 МБ. Старые версии сохраняются.",
  upload: "Загрузить",
  uploadAgain: "Загрузить новую версию",
  uploading: "Загружаем…",
  saving: "Сохраняем…",
  uploaded: "Файл загружен.",
  marked: "Шаг отмечен.",
  versionsTitle: "Загруженные версии",
  version: (n: number) => `Версия ${n}`,
  download: "Скачать",
  downloadLabel: (name: string, n: number) => `Скачать ${name}, версия ${n}`,
  failed: "Не удалось сохранить. Попробуйте ещё раз.",
  tooLarge: "Файл больше 10 МБ.",
  chooseFile: "Выберите файл.",
  notFound: "Заявка не найдена.",
} as const;

export const STEP_LABELS: Readonly<Record<DocumentStepName, string>> = {
  translation_ordered: "Перевод заказан",
  notarised: "Заверено у нотариуса",
  legalised: "Апостиль поставлен",
  uploaded: "Файл загружен",
  accepted: "Принят",
};

export const STEP_STATE_LABELS: Readonly<Record<DocumentStepState, string>> = {
  done: "готово",
  current: "сейчас",
  todo: "впереди",
  skipped: "пропущено",
  not_needed: "не нужно",
};

/** The state of the staff's acceptance while it is the current step: the file waits for them, not for the family. */
export const REVIEW_PENDING_LABEL = "на проверке у нас";

/** What to do next, by the document's current step (or its stage when nothing is current). */
export const NEXT_STEP_TEXTS = {
  translation_ordered:
    "Закажите перевод документа на китайский или английский язык и отметьте шаг. Если перевод уже есть, отметьте следующий шаг или сразу загрузите файл.",
  notarised: "Заверьте перевод у нотариуса и отметьте шаг. Если заверение не нужно, загрузите файл.",
  legalised: "Поставьте апостиль и отметьте шаг. Когда документ готов, загрузите скан всех страниц одним файлом.",
  uploaded: "Загрузите скан или чёткое фото документа: PDF, JPG или PNG до 10 МБ.",
  accepted: "Файл загружен. Дождитесь проверки: если что-то нужно исправить, здесь появится замечание.",
  done: "Документ принят. Больше ничего делать не нужно.",
  rejected: "Документ вернули на доработку: исправьте его по замечанию и загрузите заново.",
  unknown: "Состояние документа не распознано. Напишите нам в сообщениях заявки.",
} as const;

export const BADGES = {
  accepted: "Принят",
  uploaded: "На проверке",
  rejected: "Нужно исправить",
  preparing: "Готовится",
  needed: "Нужно загрузить",
} as const;
