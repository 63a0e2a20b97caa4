import type { Context } from "hono";
import { apiError } from "./api-error";

/** The answer when every password-hashing slot and its queue are taken (ADR 069). */
export const HASHER_BUSY_MESSAGE = "Сервер сейчас перегружен. Повторите попытку через несколько секунд.";

/** A slot frees within a hash or two (a fraction of a second each): the client may try again after a second. */
const RETRY_AFTER_SECONDS = 1;

/** 503 with Retry-After for a call refused before any hashing, so nothing was done and it may simply be repeated. */
export const hasherBusy = (c: Context) =>
  apiError(c, 503, HASHER_BUSY_MESSAGE, undefined, { "Retry-After": String(RETRY_AFTER_SECONDS) });
