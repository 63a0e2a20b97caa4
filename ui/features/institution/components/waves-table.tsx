import type { AdmissionWaves } from "../../../../core/domain/admission/admission-waves";
import { TableScroll } from "../../../components/table-scroll";
import { INSTITUTION_TEXTS } from "../institution-texts";

const T = INSTITUTION_TEXTS.base;

/** The admission waves of a base with their start and end days (Moscow time, as the normalised `_str` forms). */
export function WavesTable({ waves, caption }: { waves: AdmissionWaves; caption: string }) {
  if (waves.waves.length === 0) return null;
  return (
    <TableScroll label={{ text: caption }}>
      <table className="inst-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.wave}</th>
            <th scope="col">{T.from}</th>
            <th scope="col">{T.to}</th>
          </tr>
        </thead>
        <tbody>
          {waves.waves.map((wave, index) => (
            <tr key={index} aria-current={waves.current === index + 1 ? "true" : undefined}>
              <th scope="row">{wave.label ?? `${index + 1}`}</th>
              <td>{wave.date_from_str ?? INSTITUTION_TEXTS.none}</td>
              <td>{wave.date_to_str ?? INSTITUTION_TEXTS.none}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
