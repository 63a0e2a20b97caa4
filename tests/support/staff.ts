import { type APIRequestContext, expect } from "@playwright/test";
import { DEMO_STAFF_EMAIL, E2E_DEMO_PASSWORD } from "./staff-login";

/** The demo staff member's bearer token: staff act through the staff API until the staff console exists. */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const login = await request.post("/api/auth/login", {
    data: { email: DEMO_STAFF_EMAIL, password: E2E_DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** A staff move of an application through the staff API, with the remark the move may need. */
export async function staffMove(
  request: APIRequestContext,
  token: string,
  id: number,
  command: string,
  remark = "",
): Promise<number> {
  const response = await request.post(`/api/ru/v1/staff/bookings/${id}/move`, {
    headers: { Authorization: `Bearer ${token}` },
    data: remark === "" ? { command } : { command, remark },
  });
  return response.status();
}
