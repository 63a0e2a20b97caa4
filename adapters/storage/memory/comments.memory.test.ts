import { describe } from "vitest";
import { commentRepositoryContract } from "../comments.contract";
import { MemoryCommentRepository } from "./comments.memory";

describe("MemoryCommentRepository", () => {
  commentRepositoryContract(async () => {
    const institution = { relation_id: 7, relation_type: "institution" };
    const repo = new MemoryCommentRepository({
      users: [
        { id: 1, username: "alice", first_name: "Алиса", last_name: "Иванова", avatar_filename: "alice.webp" },
        { id: 2, username: "bob_99", first_name: "", last_name: "", avatar_filename: null },
      ],
      relations: [
        institution,
        { relation_id: 3, relation_type: "education_base" },
        { relation_id: 4, relation_type: "degree_program" },
        { relation_id: 5, relation_type: "blog_post" },
      ],
      pages: [
        {
          relation: institution,
          title: "Пекинский университет",
          route: {
            screen: "institution",
            params: { type: "universities", country: "china", institution: "pekinskij-universitet-7" },
          },
        },
      ],
      uploads: [
        { id: 11, user_id: 1, filename: "a1b2c3d4.webp" },
        { id: 12, user_id: 2 },
        { id: 13, user_id: null },
      ],
    });
    return {
      repo,
      alice: { id: 1, name: "Алиса Иванова", avatar: "alice.webp" },
      bob: { id: 2, name: "bob_99" },
      institution,
      educationBase: { relation_id: 3, relation_type: "education_base" },
      degreeProgram: { relation_id: 4, relation_type: "degree_program" },
      blogPost: { relation_id: 5, relation_type: "blog_post" },
      missingInstitution: { relation_id: 8, relation_type: "institution" },
      aliceUpload: 11,
      aliceUploadUrl: "/uploads/a1b/2c3/d4/a1b2c3d4.webp",
      bobUpload: 12,
      institutionCounters: async () => repo.institutionCounters(7),
      close: async () => {},
      institutionTitle: "Пекинский университет",
    };
  });
});
