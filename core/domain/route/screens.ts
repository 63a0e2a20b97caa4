import { ROUTE_TABLE, type Screen } from "./route-table";

/** Every screen, in the order of the route table. */
export const SCREENS = Object.keys(ROUTE_TABLE) as readonly Screen[];
