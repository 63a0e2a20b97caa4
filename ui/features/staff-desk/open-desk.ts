import { data, type RouterContextProvider } from "react-router";
import { ERROR_TEXTS } from "../../../core/domain/errors/error-texts";
import type { StaffDesk, TeamDesk } from "../../../core/ports/staff-desk.port";
import { siteDepsContext } from "../../app/request-context";

type Args = { readonly request: Request; readonly context: Readonly<RouterContextProvider> };

/**
 * The staff console's port for this request (ADR 058), read on the server: the visitor's desk, or the 403 page for
 * anyone who is not staff (anonymous visitors and students alike, as the API answers them).
 */
export async function openDesk({ request, context }: Args): Promise<StaffDesk> {
  const opener = context.get(siteDepsContext).staffDesk;
  const desk = opener === undefined ? null : await opener(request);
  if (desk === null) throw data(ERROR_TEXTS.forbidden, { status: 403 });
  return desk;
}

/** The desk and its team calls, for the admin-only pages: staff get the 403 page too. */
export async function openAdminDesk(args: Args): Promise<StaffDesk & { readonly team: TeamDesk }> {
  const desk = await openDesk(args);
  const team = desk.team;
  if (team === null) throw data(ERROR_TEXTS.forbidden, { status: 403 });
  return { ...desk, team };
}
