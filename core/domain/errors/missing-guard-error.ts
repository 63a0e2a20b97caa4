import { ERROR_TEXTS } from "./error-texts";
import type { PageError } from "./page-error";

/** A route names a guard that is not registered: a defect reported as 500 "Unknown middleware". */
export const missingGuardError: PageError = { status: 500, message: ERROR_TEXTS.unknownMiddleware };
