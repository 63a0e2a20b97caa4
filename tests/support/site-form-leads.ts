import { type APIRequestContext, expect, type Locator } from "@playwright/test";
import { staffToken } from "./staff";

/** A stored lead as the staff leads API lists it (what the e2e specs of the site forms read back). */
export type Lead = {
  readonly id: number;
  readonly kind: string;
  readonly fields: Readonly<Record<string, unknown>>;
  readonly page_url: string;
  readonly utm: Readonly<Record<string, string>>;
  readonly call_session_id: string | null;
};

/** The stored leads of `kind` whose fields mention `tag`, as the staff leads API lists them (newest first). */
export async function leadsWith(request: APIRequestContext, kind: string, tag: string): Promise<Lead[]> {
  const token = await staffToken(request);
  const response = await request.get(`/api/ru/v1/staff/leads?kind=${kind}&per_page=50`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: Lead[] };
  return data.filter((lead) => JSON.stringify(lead.fields).includes(tag));
}

/** The message under a field (its aria-describedby names it). */
export async function expectMessageUnder(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute("aria-invalid", "true", { timeout: 20_000 });
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(" ");
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).textContent()));
  expect(texts).toContain(message);
}
