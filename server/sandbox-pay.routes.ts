import { Hono } from "hono";
import type { sandboxBank } from "../adapters/payments/sandbox/sandbox-bank";

type SandboxBank = ReturnType<typeof sandboxBank>;

const NOT_FOUND = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Тестовый банк — платёж не найден</title></head><body><main><h1>Тестовый банк</h1><p>Такого платежа нет.</p></main></body></html>`;

const HTML_HEADERS = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" };

/**
 * The sandbox bank's checkout on the site (/sandbox-pay/{token}/, ADR 054): GET shows the page, POST takes the
 * payer's choice, has the sandbox send its signed callback and sends the payer on to the outcome page (303).
 */
export function sandboxPayRoutes(bank: SandboxBank): Hono {
  const app = new Hono();
  app.get("/:token{[A-Za-z0-9_.-]+}/", (c) => {
    const page = bank.page(c.req.param("token"));
    return page === null ? c.body(NOT_FOUND, 404, HTML_HEADERS) : c.body(page, 200, HTML_HEADERS);
  });
  app.post("/:token{[A-Za-z0-9_.-]+}/", async (c) => {
    const form = await c.req.formData().catch(() => null);
    const choice = form?.get("choice");
    if (choice !== "pay" && choice !== "decline") return c.body(NOT_FOUND, 404, HTML_HEADERS);
    const next = await bank.choose(c.req.param("token"), choice);
    return next === null ? c.body(NOT_FOUND, 404, HTML_HEADERS) : c.redirect(next, 303);
  });
  app.all("*", (c) => c.body(NOT_FOUND, 404, HTML_HEADERS));
  return app;
}
