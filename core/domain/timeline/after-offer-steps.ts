import { match } from "ts-pattern";
import type { AfterOfferPlan } from "./after-offer";
import type { MilestoneStep } from "./milestone-step";

/**
 * A plan cut to the steps an application has (a course in China has fewer, ADR 059): the other steps are left out,
 * and so are the countdowns and warnings that belong to them (JW202's validity, the residence permit's due day).
 */
export const planForSteps = (plan: AfterOfferPlan, steps: readonly MilestoneStep[]): AfterOfferPlan => {
  const has = (step: MilestoneStep) => steps.includes(step);
  const { countdowns } = plan;
  return {
    steps: plan.steps.filter((entry) => has(entry.step)),
    countdowns: {
      days_to_registration: has("registration") ? countdowns.days_to_registration : null,
      jw202_valid_until: has("jw202") ? countdowns.jw202_valid_until : null,
      days_jw202_valid: has("jw202") ? countdowns.days_jw202_valid : null,
      residence_permit_due: has("residence_permit") ? countdowns.residence_permit_due : null,
      days_to_residence_permit: has("residence_permit") ? countdowns.days_to_residence_permit : null,
    },
    warnings: plan.warnings.filter((warning) =>
      match(warning)
        .returnType<boolean>()
        .with({ _tag: "ArrivalTooEarly" }, () => has("arrival") && has("registration"))
        .with({ _tag: "Jw202ExpiredBeforeVisa" }, () => has("jw202"))
        .with({ _tag: "ResidencePermitLate" }, () => has("residence_permit"))
        .exhaustive(),
    ),
  };
};

/**
 * The visa a plan's visa step stands for: X2 when the plan goes to the visa without JW202 (a course in China of at
 * most 180 days, ADR 059), X1 otherwise. The step keeps its stored key `x1_visa` either way.
 */
export const planVisa = (steps: readonly { readonly step: MilestoneStep }[]): "x1" | "x2" =>
  steps.some((s) => s.step === "x1_visa") && !steps.some((s) => s.step === "jw202") ? "x2" : "x1";
