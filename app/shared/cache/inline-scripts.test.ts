import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, policyWithHashes, withoutNonce } from "./inline-scripts";

const hash = (body: string) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
const NONCE = "AbC+/12==";

describe("inlineScriptHashes", () => {
  it("hashes each distinct inline script's exact text, skipping scripts with a src", () => {
    const html = `<html><head><script nonce="${NONCE}">document.documentElement.dataset.theme="dark"</script>
<script type="module" src="/assets/entry.js"></script><link rel="modulepreload" href="/a.js"/></head>
<body><script nonce="${NONCE}" type="module">import "/assets/entry.js";
window.__x = "é";</script><script>a()</script><script>a()</script><SCRIPT>b()</SCRIPT></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([
      hash('document.documentElement.dataset.theme="dark"'),
      hash('import "/assets/entry.js";\nwindow.__x = "é";'),
      hash("a()"),
      hash("b()"),
    ]);
  });

  it("hashes an empty inline script and finds none in a page without scripts", () => {
    expect(inlineScriptHashes("<script></script>")).toEqual([hash("")]);
    expect(inlineScriptHashes("<p>No scripts</p>")).toEqual([]);
  });
});

describe("withoutNonce", () => {
  it("removes the response's nonce attributes and nothing else", () => {
    expect(withoutNonce(`<script nonce="${NONCE}">x</script><p>nonce="${NONCE}" as text</p>`, NONCE)).toBe(
      `<script>x</script><p>nonce="${NONCE}" as text</p>`,
    );
    expect(withoutNonce(`<script nonce="other">x</script>`, NONCE)).toBe(`<script nonce="other">x</script>`);
    expect(withoutNonce(`<p>x</p>`, "")).toBe(`<p>x</p>`);
  });
});

describe("policyWithHashes", () => {
  const policy = `default-src 'self';script-src 'self' 'nonce-${NONCE}';style-src 'self'`;

  it("puts the hashes where the nonce was", () => {
    expect(policyWithHashes(policy, NONCE, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-a' 'sha256-b';style-src 'self'",
    );
  });

  it("allows no inline script when the page has none", () => {
    expect(policyWithHashes(policy, NONCE, [])).toBe("default-src 'self';script-src 'self';style-src 'self'");
  });

  it("leaves a policy without that nonce as it is (development has no policy)", () => {
    expect(policyWithHashes("default-src 'self'", NONCE, ["'sha256-a'"])).toBe("default-src 'self'");
  });
});
