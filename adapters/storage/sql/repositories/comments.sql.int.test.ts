import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe } from "vitest";
import { insertCatalogue, insertUpload, insertUser } from "../../../../tests/integration/community-seed";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { commentRepositoryContract } from "../../comments.contract";
import { uploadedImageUrl } from "../../../../core/domain/image/uploaded-image-url";
import type { Database, DatabaseHandle } from "../database";
import { institutions, uploads } from "../schema";

/** The address a stored upload is served at. */
async function uploadUrlOf(db: Database, id: number): Promise<string> {
  const [row] = await db.select({ filename: uploads.filename }).from(uploads).where(eq(uploads.id, id));
  const url = uploadedImageUrl(row ?? null);
  if (url === null) throw new Error(`upload ${id} missing`);
  return url;
}
import { sqlCommentRepository } from "./comments.sql";

describe("sqlCommentRepository", () => {
  // One migrated database for the file; every test seeds its own users and models, so tests stay independent.
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  commentRepositoryContract(async () => {
    const db = handle.db;
    const alice = await insertUser(db, { first_name: "Алиса", last_name: "Иванова", avatar_filename: "alice.webp" });
    const bob = await insertUser(db);
    const catalogue = await insertCatalogue(db);
    const aliceUpload = await insertUpload(db, alice.id);
    const institution = { relation_id: catalogue.institution.id, relation_type: "institution" };
    return {
      repo: sqlCommentRepository(db),
      alice: { id: alice.id, name: "Алиса Иванова", avatar: "alice.webp" },
      bob: { id: bob.id, name: bob.username },
      institution,
      educationBase: { relation_id: catalogue.base.id, relation_type: "education_base" },
      degreeProgram: { relation_id: catalogue.program.id, relation_type: "degree_program" },
      blogPost: { relation_id: catalogue.blogPost.id, relation_type: "blog_post" },
      missingInstitution: { relation_id: 2_000_000_000, relation_type: "institution" },
      aliceUpload,
      aliceUploadUrl: await uploadUrlOf(db, aliceUpload),
      bobUpload: await insertUpload(db, bob.id),
      institutionCounters: async () => {
        const [row] = await db
          .select({ comments_count: institutions.comments_count, rating_by_reviews: institutions.rating_by_reviews })
          .from(institutions)
          .where(eq(institutions.id, catalogue.institution.id));
        if (row === undefined) throw new Error("institution row missing");
        return { comments_count: row.comments_count, rating_by_reviews: Number(row.rating_by_reviews) };
      },
      close: async () => {},
      institutionTitle: catalogue.institution.title,
    };
  });
});
