import { data } from "react-router";
import { ERROR_TEXTS } from "../../core/domain/errors/error-texts";
import { passGuards } from "../app/guards";
import { staffHeaders } from "../features/staff/staff-headers";
import { ADMIN_GUARDS } from "../features/staff/staff-guards";
import type { Route } from "./+types/staff-team";

export const handle = { fetchPageData: false };

export const headers = staffHeaders;

/** Guarded like every console section (ADR 056); the section itself is not built yet, so its address is 404. */
export async function loader(args: Route.LoaderArgs) {
  await passGuards(ADMIN_GUARDS, args);
  throw data(ERROR_TEXTS.notFound, { status: 404 });
}

/** Never drawn: the loader always answers 404 (an empty fragment keeps the module's imports like every page's). */
export default function StaffTeam() {
  return <></>;
}
