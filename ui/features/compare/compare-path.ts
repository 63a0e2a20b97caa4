import { hrefFor } from "../../../core/domain/route/href-for";

/** The comparison page (/sravnenie/). */
export const COMPARE_PATH = hrefFor({ screen: "compare", params: {} });
