import { messageOf } from "./message-of";
import type { PageError } from "./page-error";

/** A failed layout load is always a 500 that carries the original error's message. */
export const layoutLoadError = (cause: unknown): PageError => ({ status: 500, message: messageOf(cause) });
