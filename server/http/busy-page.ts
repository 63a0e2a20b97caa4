import type { RenderGate } from "./render-gate";

/** Seconds a refused visitor is asked to wait before trying again. */
export const BUSY_RETRY_AFTER_S = 5;

/** The page a visitor gets when every render slot and queue place is taken (ADR 070): plain, small, no script. */
export const BUSY_PAGE_HTML = `<!DOCTYPE html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Сайт перегружен — Шуюань</title></head>
<body><h1>Сайт сейчас перегружен</h1>
<p>Слишком много посетителей одновременно. Обновите страницу через несколько секунд.</p></body></html>
`;

/** 503 with Retry-After, never stored by the page cache or a proxy. */
export const busyPage = (): Response =>
  new Response(BUSY_PAGE_HTML, {
    status: 503,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "retry-after": String(BUSY_RETRY_AFTER_S),
      "cache-control": "no-store",
    },
  });

/** `render` through the gate: its page when a slot is free in time, the busy page when not. */
export const gatedRender =
  (gate: RenderGate, render: (request?: Request) => Promise<Response>) =>
  async (request?: Request): Promise<Response> => {
    const outcome = await gate.run(() => render(request));
    return outcome._tag === "Ran" ? outcome.value : busyPage();
  };
