import { describe, expect, it } from "vitest";
import { hmacSign, hmacVerify } from "./crypto.server";

const SECRET = "a-test-secret-of-at-least-32-characters";

describe("hmacVerify", () => {
  it("takes the signature as written and no other spelling of the same bytes", async () => {
    const signature = await hmacSign(SECRET, "manage:group-1");
    expect(await hmacVerify(SECRET, "manage:group-1", signature)).toBe(true);
    // The last of 43 base64url characters carries 4 bits: three other letters decode to the same bytes.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const sameBytes = alphabet[alphabet.indexOf(signature.at(-1)!) + 1]!;
    expect(await hmacVerify(SECRET, "manage:group-1", signature.slice(0, -1) + sameBytes)).toBe(false);
    expect(await hmacVerify(SECRET, "manage:group-2", signature)).toBe(false);
  });
});
