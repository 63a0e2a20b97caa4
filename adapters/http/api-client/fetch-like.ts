/**
 * The fetch the client sends through: the global fetch in the browser, or an in-process handler on the server
 * (Hono's `app.request`), so server rendering calls the API without a network hop.
 */
export type FetchLike = (input: string, init: RequestInit) => Response | Promise<Response>;
