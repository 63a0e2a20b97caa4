import { messageOf } from "./message-of";
import { statusOf } from "./status-of";

/** An error that ends in the error page: its HTTP status and a message for logs. */
export type PageError = { readonly status: number; readonly message: string };

/** A generic error as a page error; without a usable status it is a 500. */
export const pageErrorOf = (error: unknown): PageError => ({ status: statusOf(error), message: messageOf(error) });
