import { match } from "ts-pattern";
import { ERROR_TEXTS } from "./error-texts";

/** The error page message for an HTTP status: 403 and 404 have their own text, any other code is named. */
export const errorMessage = (code: number): string =>
  match(code)
    .with(403, () => ERROR_TEXTS.forbidden)
    .with(404, () => ERROR_TEXTS.notFound)
    .otherwise(() => `Ошибка: ${code}`);
