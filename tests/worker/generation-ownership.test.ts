import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "./helpers";
import { withoutProposals } from "~/lib/rulebook/proposed-figures";
import { ORIGIN, generate, generationTestUsers, legacyBody, who, type PolicyObject } from "./generation-helpers";

generationTestUsers("gen-owner");

describe("ownership, reading and deleting", () => {
  it("lists only the caller's groups, lets anyone read by slug, and only the owner delete", async () => {
    const policy = await (await generate(legacyBody({ companyName: "Owned Co" }), { cookie: who.alice })).json<PolicyObject>();

    const mine = await (
      await call(`${ORIGIN}/api/policies`, { cookie: who.alice })
    ).json<Array<{ groupId: string; createdAt: string; policies: unknown[] }>>();
    expect(mine.map((group) => group.groupId)).toContain(policy.groupId);
    const theirs = await (await call(`${ORIGIN}/api/policies`, { cookie: who.bob })).json<Array<{ groupId: string }>>();
    expect(theirs.map((group) => group.groupId)).not.toContain(policy.groupId);
    expect((await call(`${ORIGIN}/api/policies`)).status).toBe(401);

    const publicView = await call(`${ORIGIN}/api/policies/${policy.slug}`);
    expect(publicView.status).toBe(200);
    // Anyone reads the policy as employees do: a figure the owner has not confirmed reads "Not set yet" (decision 035).
    const shown = await publicView.json<{ policyMarkdown: string }>();
    expect(shown).toMatchObject({ companyName: "Owned Co", language: "en", policyMarkdown: withoutProposals(policy.policyMarkdown, "en") });
    expect(shown.policyMarkdown).not.toContain("(proposed)");

    expect((await call(`${ORIGIN}/api/policies/${policy.slug}`, { method: "DELETE", cookie: who.bob })).status).toBe(404);
    expect((await call(`${ORIGIN}/api/policies/group/${policy.groupId}`, { method: "DELETE", cookie: who.bob })).status).toBe(404);
    expect((await call(`${ORIGIN}/api/policies/${policy.slug}`, { method: "DELETE" })).status).toBe(404);
    expect((await call(`${ORIGIN}/api/policies/${policy.slug}`)).status).toBe(200);

    expect((await call(`${ORIGIN}/api/policies/${policy.slug}`, { method: "DELETE", cookie: who.alice })).status).toBe(200);
    expect((await call(`${ORIGIN}/api/policies/${policy.slug}`)).status).toBe(404);
    // The group had one version: it went with it.
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM policy_groups WHERE id = ?").bind(policy.groupId).first("n")).toBe(0);
  });

  it("deletes a whole group with every language version", async () => {
    const policy = await (await generate(legacyBody({ companyName: "Group Co" }), { cookie: who.alice })).json<PolicyObject>();
    const added = await call(`${ORIGIN}/api/policies/group/${policy.groupId}/versions`, {
      method: "POST",
      cookie: who.alice,
      body: JSON.stringify({ language: "es" }),
    });
    expect(added.status).toBe(200);
    const spanish = await added.json<PolicyObject>();
    expect(spanish.policies.map((version) => version.language)).toEqual(["en", "es"]);

    const response = await call(`${ORIGIN}/api/policies/group/${policy.groupId}`, { method: "DELETE", cookie: who.alice });
    expect(response.status).toBe(200);
    expect((await response.json<{ deleted: string[] }>()).deleted.sort()).toEqual([policy.slug, spanish.slug].sort());
    expect((await call(`${ORIGIN}/api/policies/${spanish.slug}`)).status).toBe(404);
  });

  it("lets an anonymous owner-token holder delete their policy, and nobody else", async () => {
    const response = await generate(legacyBody({ companyName: "Token Co" }), { cookie: null, query: "?mode=anonymous" });
    const ownerCookie = response.headers.get("Set-Cookie")!.split(";")[0]!;
    const policy = await response.json<PolicyObject>();
    expect((await call(`${ORIGIN}/api/policies/${policy.slug}`, { method: "DELETE", cookie: who.alice })).status).toBe(404);
    expect((await call(`${ORIGIN}/api/policies/${policy.slug}`, { method: "DELETE", cookie: `owner=${"q".repeat(43)}` })).status).toBe(404);
    expect((await call(`${ORIGIN}/api/policies/${policy.slug}`, { method: "DELETE", cookie: ownerCookie })).status).toBe(200);
  });
});
