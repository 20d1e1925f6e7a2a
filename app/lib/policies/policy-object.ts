import type { Language } from "~/lib/site/languages";

export type PolicyVersion = { slug: string; language: Language; companyName: string };

/** The policy object, as the generate call and the `done` event return it. */
export type PolicyObject = {
  slug: string;
  language: Language;
  companyName: string;
  policyMarkdown: string;
  groupId: string;
  storage: { public_url: string };
  createdAt: string;
  policies: PolicyVersion[];
};
