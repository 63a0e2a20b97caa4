import type { ListInstitutionsDeps } from "../../core/application/listing/list-institutions";
import type { Clock } from "../../core/ports/clock.port";
import type { ReadApiDeps } from "../api/read-api.deps";

/** The repositories and clock behind the in-process read ports: the very ones the API routes are given. */
export type InProcessReadDeps = ReadApiDeps & Readonly<{ clock: Clock; institutionsGrid: ListInstitutionsDeps }>;
