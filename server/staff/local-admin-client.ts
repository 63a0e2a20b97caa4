import { readFile } from "node:fs/promises";
import { LOCAL_ADMIN_SECRET_HEADER, STAFF_TEAM_ROUTES } from "../../adapters/http/contract/staff-team.contract";
import { type LocalAdminFile, localAdminFileSchema } from "./local-admin-secret";

export type LocalStaffInput = Readonly<{
  email: string;
  first_name: string;
  last_name: string;
  role: "staff" | "admin";
  password: string;
}>;

export type LocalStaffOutcome =
  | Readonly<{ _tag: "Created"; id: number; role: string }>
  | Readonly<{ _tag: "Refused"; status: number; message: string }>
  /** No running server holds the database (no file, or nobody answers at its address). */
  | Readonly<{ _tag: "NoServer" }>;

const readSecretFile = async (path: string): Promise<LocalAdminFile | null> => {
  try {
    const parsed = localAdminFileSchema.safeParse(JSON.parse(await readFile(path, "utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * The create-staff command's way in while the server holds the embedded database (ADR 058): it reads the running
 * server's address and one-time secret from the file beside the database and adds the account through the
 * server's local call. A missing file or a server that does not answer is NoServer: the command opens the database
 * itself.
 */
export async function addStaffThroughRunningServer(
  secretPath: string,
  input: LocalStaffInput,
  fetcher: typeof fetch = fetch,
): Promise<LocalStaffOutcome> {
  const file = await readSecretFile(secretPath);
  if (file === null) return { _tag: "NoServer" };
  let response: Response;
  try {
    response = await fetcher(new URL(STAFF_TEAM_ROUTES.localAddTeamMember.path, file.url), {
      method: "POST",
      headers: { "Content-Type": "application/json", [LOCAL_ADMIN_SECRET_HEADER]: file.secret },
      body: JSON.stringify(input),
    });
  } catch {
    return { _tag: "NoServer" };
  }
  const body = (await response.json().catch(() => ({}))) as {
    id?: number;
    role?: string;
    message?: string;
    data?: Record<string, string[]>;
  };
  if (response.status === 201 && typeof body.id === "number") {
    return { _tag: "Created", id: body.id, role: body.role ?? input.role };
  }
  const details = Object.values(body.data ?? {}).flat();
  return { _tag: "Refused", status: response.status, message: [body.message ?? "", ...details].join(" ").trim() };
}
