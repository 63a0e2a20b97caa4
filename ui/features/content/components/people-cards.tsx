import type { Certificate } from "../../../../core/domain/content/certificate";
import type { Diploma } from "../../../../core/domain/content/diploma";
import type { Teacher } from "../../../../core/domain/content/teacher";
import type { TeamMember } from "../../../../core/domain/content/team-member";
import { countText } from "../../../../core/domain/text/count-text";
import { YEAR_FORMS } from "../../../../core/domain/text/counted-nouns";
import { AddressImage, UploadImage } from "./upload-image";

/** A teacher of the online school (photos come from the provider's host as absolute addresses). */
export function TeacherCard({ teacher }: { teacher: Teacher }) {
  return (
    <article className="card person-card">
      {teacher.photo === null ? null : (
        <AddressImage
          className="avatar avatar--large"
          address={teacher.photo}
          alt=""
          width={96}
          height={96}
          sizes="96px"
          ratio="1:1"
        />
      )}
      <h3 className="card__title">{teacher.name}</h3>
      <dl className="facts">
        {teacher.languages.length === 0 ? null : (
          <div>
            <dt>Языки</dt>
            <dd>{teacher.languages.join(", ")}</dd>
          </div>
        )}
        {teacher.experience_years === null ? null : (
          <div>
            <dt>Опыт преподавания</dt>
            <dd>{countText(teacher.experience_years, YEAR_FORMS)}</dd>
          </div>
        )}
      </dl>
      {teacher.description ? <p className="card__text">{teacher.description}</p> : null}
    </article>
  );
}

/** A member of the company's team. */
export function TeamCard({ member }: { member: TeamMember }) {
  return (
    <article className="card person-card">
      <UploadImage
        className="avatar avatar--large"
        image={member.photo}
        alt=""
        width={96}
        height={96}
        sizes="96px"
        ratio="1:1"
      />
      <h3 className="card__title">{member.name}</h3>
      <p className="card__kicker">{member.position}</p>
      {member.description ? <p className="card__text">{member.description}</p> : null}
    </article>
  );
}

/** A scan of a certificate or licence of the company. */
export function CertificateCard({ certificate }: { certificate: Certificate }) {
  return (
    <figure className="card scan-card">
      <UploadImage
        className="scan-card__image"
        image={certificate.image}
        alt={certificate.title}
        width={300}
        height={420}
      />
      <figcaption>
        <strong>{certificate.title}</strong>
        {certificate.description ? <span>{certificate.description}</span> : null}
      </figcaption>
    </figure>
  );
}

/** A scan of a diploma one of the company's clients received. */
export function DiplomaCard({ diploma }: { diploma: Diploma }) {
  const caption = `${diploma.student_name}, ${diploma.institution_title}, ${diploma.year}`;
  return (
    <figure className="card scan-card">
      <UploadImage
        className="scan-card__image"
        image={diploma.image}
        alt={`Диплом: ${caption}`}
        width={300}
        height={420}
      />
      <figcaption>
        <strong>{diploma.student_name}</strong>
        <span>
          {diploma.institution_title}, {diploma.year}
        </span>
      </figcaption>
    </figure>
  );
}
