import { formatPrice } from "../../../core/domain/price/price-format";
import type { QuizMatch } from "../../../core/domain/quiz/quiz-result";
import { quizReasonText } from "./quiz-reason-text";
import { QUIZ_TEXTS as T } from "./quiz-texts";

/** A program of the result as the page prints it: its link, names, price and one line per answer. */
export type QuizMatchView = Readonly<{
  id: number;
  href: string;
  heading: string;
  place: string;
  price: string | null;
  reasons: readonly string[];
}>;

/**
 * The words of a result's program, made in the loader: the price and reason texts (the price format, ts-pattern)
 * stay on the server, out of the browser's shared chunks.
 */
export const quizMatchView = ({ candidate, yearly_rub, reasons }: QuizMatch): QuizMatchView => ({
  id: candidate.id,
  href: candidate.href,
  heading: `${candidate.institution.title}: ${candidate.title}`,
  place: [candidate.program_title, candidate.city?.name].filter((part) => part !== undefined).join(" · "),
  price: yearly_rub === null ? null : yearly_rub === 0 ? T.free : T.yearly(formatPrice(yearly_rub, "RUB")),
  reasons: reasons.map(quizReasonText),
});
