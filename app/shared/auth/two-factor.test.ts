import { describe, expect, it } from "vitest";
import {
  groupKey,
  normaliseRecoveryCode,
  normaliseTotpCode,
  recoveryCodesFileName,
  recoveryCodesText,
  sessionPassesSecondStep,
  signInAgainPath,
  staffGate,
  totpKey,
  twoFactorPath,
} from "./two-factor";

describe("sessionPassesSecondStep", () => {
  it("marks sessions made by a code or a recovery code", () => {
    for (const path of ["/two-factor/verify-totp", "/two-factor/verify-backup-code"])
      expect(sessionPassesSecondStep({ path, userId: "u1", replaced: null })).toBe(true);
  });

  it("does not mark a password, Google or Facebook sign-in", () => {
    for (const path of ["/sign-in/email", "/callback/:id", "/sign-in/social", undefined])
      expect(sessionPassesSecondStep({ path, userId: "u1", replaced: undefined })).toBe(false);
  });

  it("keeps the mark of the session it replaces, for the same account only", () => {
    const path = "/change-password";
    expect(
      sessionPassesSecondStep({ path, userId: "u1", replaced: { userId: "u1", twoFactorVerified: true } }),
    ).toBe(true);
    expect(
      sessionPassesSecondStep({ path, userId: "u1", replaced: { userId: "u1", twoFactorVerified: false } }),
    ).toBe(false);
    expect(
      sessionPassesSecondStep({ path, userId: "u2", replaced: { userId: "u1", twoFactorVerified: true } }),
    ).toBe(false);
  });
});

describe("staffGate", () => {
  it("lets in a session that passed the code step of an account with it on", () => {
    expect(staffGate({ twoFactorEnabled: true, sessionVerified: true })).toBe("allow");
  });
  it("asks for a code when the session did not pass the step", () => {
    expect(staffGate({ twoFactorEnabled: true, sessionVerified: false })).toBe("code");
  });
  it("sends to set-up when the account does not have it on, whatever the session", () => {
    expect(staffGate({ twoFactorEnabled: false, sessionVerified: false })).toBe("set-up");
    expect(staffGate({ twoFactorEnabled: false, sessionVerified: true })).toBe("set-up");
  });
});

describe("twoFactorPath and signInAgainPath", () => {
  it("keep where the visitor was going, leaving out the home page", () => {
    expect(twoFactorPath("/")).toBe("/login/two-factor");
    expect(twoFactorPath("/moderation?tab=reports")).toBe(
      "/login/two-factor?redirectTo=%2Fmoderation%3Ftab%3Dreports",
    );
    expect(twoFactorPath("/", "recovery")).toBe("/login/two-factor?method=recovery");
    expect(twoFactorPath("/account", "recovery")).toBe(
      "/login/two-factor?redirectTo=%2Faccount&method=recovery",
    );
    expect(signInAgainPath("/", "expired")).toBe("/login?step=expired");
    expect(signInAgainPath("/moderation", "attempts")).toBe("/login?step=attempts&redirectTo=%2Fmoderation");
  });
});

describe("normaliseTotpCode", () => {
  it("takes 6 digits, with spaces anywhere", () => {
    expect(normaliseTotpCode("123456")).toBe("123456");
    expect(normaliseTotpCode(" 123 456 ")).toBe("123456");
  });
  it("refuses anything else", () => {
    for (const typed of ["", "12345", "1234567", "12345a", "１２３４５６", "123-456"])
      expect(normaliseTotpCode(typed)).toBeUndefined();
  });
});

describe("normaliseRecoveryCode", () => {
  it("takes ten letters or digits, with or without the dash, keeping their case", () => {
    expect(normaliseRecoveryCode("aB3dE-f6H8j")).toBe("aB3dE-f6H8j");
    expect(normaliseRecoveryCode(" aB3dEf6H8j ")).toBe("aB3dE-f6H8j");
    expect(normaliseRecoveryCode("aB3 dE-f6H 8j")).toBe("aB3dE-f6H8j");
  });
  it("refuses other lengths and characters", () => {
    for (const typed of ["", "abcde-1234", "abcde-123456", "abcde_12345", "abcdé-12345"])
      expect(normaliseRecoveryCode(typed)).toBeUndefined();
  });
});

describe("totpKey and groupKey", () => {
  const uri =
    "otpauth://totp/Imodoka:aline%40example.rw?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Imodoka&digits=6&period=30";
  it("reads the key of an otpauth address", () => {
    expect(totpKey(uri)).toBe("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
    expect(totpKey(uri.replace("PXP&", "PXP==&"))).toBe("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
  });
  it("answers nothing for other addresses or keys that are not base32", () => {
    expect(totpKey("https://example.rw/?secret=JBSW")).toBeUndefined();
    expect(totpKey("otpauth://hotp/x?secret=JBSW")).toBeUndefined();
    expect(totpKey("otpauth://totp/x?issuer=y")).toBeUndefined();
    expect(totpKey("otpauth://totp/x?secret=jbsw1")).toBeUndefined();
  });
  it("groups a key in fours for typing", () => {
    expect(groupKey("JBSWY3DPEHPK3PXP")).toBe("JBSW Y3DP EHPK 3PXP");
    expect(groupKey("JBSWY3")).toBe("JBSW Y3");
    expect(groupKey("")).toBe("");
  });
});

describe("recovery codes file", () => {
  it("names the site and the account, one code a line", () => {
    expect(
      recoveryCodesText({
        site: "Imodoka",
        email: "a@b.rw",
        codes: ["abcde-12345", "fghij-67890"],
        heading: "Codes",
      }),
    ).toBe("Imodoka — a@b.rw\nCodes\n\nabcde-12345\nfghij-67890\n");
  });
  it("is named after the site", () => {
    expect(recoveryCodesFileName("Imodoka")).toBe("imodoka-recovery-codes.txt");
    expect(recoveryCodesFileName("Auto Rwanda!")).toBe("auto-rwanda-recovery-codes.txt");
    expect(recoveryCodesFileName("***")).toBe("site-recovery-codes.txt");
  });
});
