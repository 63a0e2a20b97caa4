import type { CitySize } from "../../../core/domain/quiz/city-size";
import type { QuizQuestion } from "../../../core/domain/quiz/quiz-question";

/** The quiz page's Russian texts (ADR 066). */
export const QUIZ_TEXTS = {
  crumb: "Подбор программы",
  formTitle: "Ваши ответы",
  formLead: "Можно ответить не на все вопросы: пропущенный вопрос не сужает подборку.",
  labels: {
    level: "Что вы хотите изучать",
    budget: "Бюджет на обучение, ₽ в год",
    language: "Язык обучения",
    hsk: "Ваш уровень HSK",
    direction: "Направление",
    grant: "Нужен грант или стипендия",
    city_size: "Размер города",
  } satisfies Record<QuizQuestion, string>,
  hints: {
    budget: "Например, 300 000. Цены в юанях, вонах, иенах и долларах пересчитываем по текущему курсу.",
    hsk: "Если программа требует HSK, покажем её только при вашем уровне не ниже нужного.",
    grant: "Только программы, где есть места по гранту или со стипендией.",
  },
  invalid: {
    level: "Выберите ступень из списка.",
    budget: "Укажите бюджет целым числом рублей, например 300 000.",
    language: "Выберите язык из списка.",
    hsk: "Выберите уровень HSK от 0 до 6.",
    direction: "Выберите направление из списка.",
    grant: "Отметьте флажок или снимите его.",
    city_size: "Выберите размер города из списка.",
  } satisfies Record<QuizQuestion, string>,
  any: "Не важно",
  languageCourse: "Языковые курсы",
  noHsk: "Нет сертификата",
  hskLevel: (level: number) => `HSK ${level}`,
  citySizes: {
    megacity: "Мегаполис: от 10 млн жителей",
    large: "Крупный город: от 1 до 10 млн",
    small: "Город до 1 млн жителей",
  } satisfies Record<CitySize, string>,
  citySizeShort: { megacity: "мегаполис", large: "крупный город", small: "город до 1 млн" } satisfies Record<
    CitySize,
    string
  >,
  submit: "Показать программы",
  reset: "Сбросить ответы",
  preset: "В этом тесте уже выбрано:",
  resultTitle: "Подходящие программы",
  resultPrompt: "Ответьте хотя бы на один вопрос, и мы покажем программы, которые подходят под все ответы.",
  found: (total: number, shown: number) =>
    total > shown
      ? `${fitWord(total)} ${total} ${programsWord(total)}, показаны ${shown} самых доступных по цене.`
      : `${fitWord(total)} ${total} ${programsWord(total)}, от самой доступной по цене.`,
  free: "Обучение бесплатно",
  yearly: (price: string) => `от ≈ ${price} в год`,
  why: "Почему подходит:",
  empty: "Ни одна программа из каталога не подходит под все ответы сразу.",
  relaxLead: "Попробуйте смягчить условия — уберите один из ответов:",
  relaxLink: (line: string) => `Без условия «${line}»`,
  requestTitle: "Получить подборку от менеджера",
  requestLead:
    "Менеджер посмотрит ваши ответы, уточнит шансы на грант и пришлёт расширенную подборку программ с ценами и сроками подачи.",
  subject: (title: string, lines: readonly string[]) =>
    `Тест «${title}»: ${lines.length === 0 ? "без ответов" : lines.join("; ")}`,
  notFound: "Такого теста нет",
} as const;

/** «Подходит 41 программа», «Подходят 42 программы». */
const fitWord = (count: number): string => (count % 10 === 1 && count % 100 !== 11 ? "Подходит" : "Подходят");

function programsWord(count: number): string {
  const tens = count % 100;
  const ones = count % 10;
  if (tens >= 11 && tens <= 14) return "программ";
  if (ones === 1) return "программа";
  return ones >= 2 && ones <= 4 ? "программы" : "программ";
}
