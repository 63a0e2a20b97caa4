import { match } from "ts-pattern";
import type { CostCalculation } from "../../../core/ports/cost-figure-repository.port";

/**
 * The calculation the page shows, as the `calc` values of the calculator's request (spec 7 calc-form): the choice,
 * the city, each line's whole roubles (or «нет данных») and the total. At most 2 + 4 + 10 + 2 values, under the
 * API's 50.
 */
export const calcEntries = ({ choice, city, cost }: CostCalculation): readonly (readonly [string, string])[] => [
  ...(choice === null
    ? []
    : ([
        [choice.kind, String(choice.id)],
        ["choice", choice.title.slice(0, 500)],
        ["institution", choice.institution.title.slice(0, 500)],
      ] as const)),
  ...(city === null
    ? []
    : ([
        ["city", city.name],
        ["country", city.country],
      ] as const)),
  ...(cost === null
    ? []
    : [
        ...cost.lines.map(
          (line) =>
            [
              `${line.item}_rub`,
              match(line)
                .with({ _tag: "Priced" }, ({ roubles }) => String(roubles))
                .with({ _tag: "Missing" }, () => "нет данных")
                .exhaustive(),
            ] as const,
        ),
        ["total_rub", String(cost.total)] as const,
        ["complete", cost.complete ? "да" : "нет"] as const,
      ]),
];
