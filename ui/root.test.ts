import { QueryClient } from "@tanstack/react-query";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { SiteApi } from "../core/ports/site-api.port";
import { requestApiContext, requestQueryClientContext, siteDepsContext } from "./app/request-context";
import type { SiteDeps } from "./app/site-deps";
import { loader } from "./root";

const deps: SiteDeps = {
  requestApi: () => {
    throw new Error("the loader under test is given its ports directly");
  },
  siteOrigin: "https://shuyuan.test",
  widgets: {
    tagManagerId: undefined,
    callTrackingScriptUrl: undefined,
    crmButtonScriptUrl: undefined,
    liveChatScriptUrl: undefined,
    errorReportingDsn: undefined,
    mapsScriptUrl: undefined,
  },
  socialProviders: ["vkontakte"],
};

describe("root loader", () => {
  it("turns a failed layout load (main data) into a 500 that carries its message", async () => {
    const context = new RouterContextProvider();
    context.set(siteDepsContext, deps);
    context.set(requestQueryClientContext, new QueryClient());
    context.set(requestApiContext, {
      catalogue: { main: async () => null },
      notifications: { grid: async () => ({ data: [], total: 0, unread: 0 }) },
    } as unknown as SiteApi);
    const url = new URL("https://shuyuan.test/o-kompanii/");
    const args = { request: new Request(url), url, context, params: {} } as unknown as Parameters<typeof loader>[0];

    const thrown = await loader(args).then(
      () => null,
      (error: unknown) => error as { type?: string; data?: unknown; init?: { status?: number } },
    );
    expect(thrown?.type).toBe("DataWithResponseInit");
    expect(thrown?.init?.status).toBe(500);
    expect(thrown?.data).toMatch(/Не удалось загрузить данные сайта/);
  });
});
