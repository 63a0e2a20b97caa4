import { type AdmissionAvailability, admissionAvailability, type ApplicableBase } from "./admission-availability";

type Of<Tag extends AdmissionAvailability["_tag"]> = Extract<AdmissionAvailability, { _tag: Tag }>;

const openingTime = (upcoming: Of<"Upcoming">): number => {
  const time = upcoming.opensAt === null ? Number.NaN : Date.parse(upcoming.opensAt);
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
};

/**
 * The availability of a degree program or an institution over its education bases (ADR 032), by what the visitor
 * can do next: Open when any base is open (free places summed, null when an open base does not publish them);
 * else Upcoming, the base that opens first (an unknown date last, then the earlier base); else Full; else
 * Finished (the first such base); else Closed, also without bases.
 */
export const combinedAvailability = (bases: readonly ApplicableBase[]): AdmissionAvailability => {
  const all = bases.map(admissionAvailability);
  const open = all.filter((one): one is Of<"Open"> => one._tag === "Open");
  if (open.length > 0) {
    const available = open.reduce<number | null>(
      (sum, one) => (sum === null || one.available === null ? null : sum + one.available),
      0,
    );
    return { _tag: "Open", available };
  }
  const upcoming = all.filter((one): one is Of<"Upcoming"> => one._tag === "Upcoming");
  if (upcoming.length > 0)
    return upcoming.reduce((first, one) => (openingTime(one) < openingTime(first) ? one : first));
  if (all.some((one) => one._tag === "Full")) return { _tag: "Full" };
  return all.find((one): one is Of<"Finished"> => one._tag === "Finished") ?? { _tag: "Closed" };
};
