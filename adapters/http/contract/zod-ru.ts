import { z } from "zod";

/**
 * Zod speaks Russian wherever the contract is loaded: the server's 422 messages and the client's parse errors.
 * Every contract module imports `z` from here, so loading any of them configures the locale first.
 */
z.config(z.locales.ru());

export { z };
