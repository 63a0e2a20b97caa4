import { dehydrate, QueryClient } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  data,
  Outlet,
  StaticRouterProvider,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
} from "react-router";
import { describe, expect, it } from "vitest";
import type { ApiClient } from "../adapters/http/api-client/api-client";
import { buildMainData } from "../tests/builders/main-data.builder";
import type { RootData } from "./app/root-data";
import { mainDataQuery } from "./data/main.queries";
import { ErrorBoundary } from "./root";

/** What the root loader hands over: main data for `path`, dehydrated as the page's QueryClient reads it. */
async function rootData(path: string): Promise<RootData> {
  const client = new QueryClient();
  const api = { catalogue: { main: async () => buildMainData() } } as unknown as ApiClient;
  await client.prefetchQuery(mainDataQuery(api, path, ""));
  return {
    dehydrated: dehydrate(client),
    mainKey: { path, session: "" },
    socialNotice: null,
    site: {
      origin: "https://shuyuan.test",
      widgets: {} as RootData["site"]["widgets"],
      isBot: false,
      year: 2026,
      socialProviders: [],
    },
  };
}

/**
 * Server-renders `path` with a root route shaped like ui/root.tsx (its ErrorBoundary, a loader with main data or
 * a failing one) over a page whose loader throws `pageError`: the status and the HTML of the error page.
 */
async function render(path: string, pageError: unknown, rootFails = false) {
  const routes = [
    {
      id: "root",
      path: "/",
      loader: async () => {
        if (rootFails) throw data("Не удалось загрузить данные сайта", { status: 500 });
        return rootData(path);
      },
      Component: Outlet,
      // as the framework passes them: the error and params as props
      ErrorBoundary: withErrorBoundaryProps(ErrorBoundary),
      children: [
        {
          path: "*",
          loader: () => {
            throw pageError;
          },
          Component: () => null,
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`https://shuyuan.test${path}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  return { status: context.statusCode, html };
}

const mainNav = /<nav class="site-nav" aria-label="Основное меню">/;
const footer = /<footer class="site-footer">/;
const contactsPhone = "8 800 000-00-00";

describe("root ErrorBoundary", () => {
  it("renders the 403 page inside the header and footer, with the layout data and «Войти»", async () => {
    const { status, html } = await render("/u/settings/", data("Доступ запрещен", { status: 403 }));
    expect(status).toBe(403);
    expect(html).toMatch(mainNav);
    expect(html).toMatch(footer);
    expect(html).toContain(contactsPhone);
    expect(html).toContain('<p class="error-page__message">Доступ запрещен</p>');
    expect(html).toMatch(/<main[^>]*>.*<button[^>]*>Войти<\/button>/s);
  });

  it("renders the 404 page with its image and no «Войти» in the page", async () => {
    const { status, html } = await render("/blog/none/", data("Такой страницы не существует", { status: 404 }));
    expect(status).toBe(404);
    expect(html).toMatch(mainNav);
    expect(html).toContain('src="/images/not-found.svg"');
    expect(html).not.toMatch(/<main[^>]*>.*<button[^>]*>Войти<\/button>/s);
  });

  it("names any other code, and a failure that is not a response is a 500", async () => {
    const gone = await render("/old/", data("", { status: 410 }));
    expect(gone.status).toBe(410);
    expect(gone.html).toContain("Ошибка: 410");
    const broken = await render("/broken/", new Error("boom"));
    expect(broken.status).toBe(500);
    expect(broken.html).toContain("Ошибка: 500");
    expect(broken.html).toMatch(mainNav);
  });

  it("keeps the frame (sections, footer links) when the layout data itself failed, without its contacts", async () => {
    const { status, html } = await render("/o-kompanii/", data("", { status: 404 }), true);
    expect(status).toBe(500);
    expect(html).toContain("Ошибка: 500");
    expect(html).toContain("Не удалось загрузить данные сайта");
    expect(html).toMatch(mainNav);
    expect(html).toMatch(footer);
    expect(html).not.toContain(contactsPhone);
  });
});
