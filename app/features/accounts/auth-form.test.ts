import { describe, expect, it } from "vitest";
import { safeRedirect } from "../../shared/lib/links";
import { textFor } from "~/shared/i18n/text";
import { authSchemas, isStrongPassword, validate } from "./auth-form";
import { authText } from "./text/auth";

const { changePasswordSchema, nameSchema, newPasswordSchema, signInSchema, signUpSchema } = authSchemas(
  textFor(authText, "en"),
);

const EMAIL = "Please enter a valid email address";
const PASSWORD = "Please enter your password";
const RULE =
  "Password must be at least 8 characters and contain a number, an uppercase letter, and a lowercase letter";

describe("sign-in validation (SPEC §5)", () => {
  it("accepts a trimmed e-mail and keeps it in lower case", () => {
    expect(validate(signInSchema, { email: "  Aline@Example.RW ", password: "x" })).toEqual({
      ok: true,
      data: { email: "aline@example.rw", password: "x" },
    });
  });

  it.each(["", "   ", "aline", "aline@", "@example.rw", "aline@example", "a b@example.rw"])(
    "refuses the e-mail %j",
    (email) => {
      expect(validate(signInSchema, { email, password: "x" })).toEqual({
        ok: false,
        errors: { email: EMAIL },
      });
    },
  );

  it("asks for the password when it is empty or blank", () => {
    for (const password of ["", "   "]) {
      expect(validate(signInSchema, { email: "a@b.rw", password })).toEqual({
        ok: false,
        errors: { password: PASSWORD },
      });
    }
  });

  it("reports both fields at once", () => {
    expect(validate(signInSchema, { email: "", password: "" })).toEqual({
      ok: false,
      errors: { email: EMAIL, password: PASSWORD },
    });
  });
});

describe("password strength (SPEC §5)", () => {
  it.each([
    ["Kigali2026", true],
    ["Abcdefg1", true],
    ["Ébène123", true],
    ["Abcdef1", false], // 7 characters
    ["abcdefg1", false], // no uppercase
    ["ABCDEFG1", false], // no lowercase
    ["Abcdefgh", false], // no digit
    [`A1${"a".repeat(127)}`, false], // longer than 128
  ])("%j strong: %s", (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });
});

describe("sign-up validation (SPEC §5)", () => {
  const good = {
    name: " Aline ",
    email: "aline@example.rw",
    password: "Kigali2026",
    confirm_password: "Kigali2026",
  };

  it("accepts a complete form, the name trimmed", () => {
    expect(validate(signUpSchema, good)).toEqual({
      ok: true,
      data: { ...good, name: "Aline" },
    });
  });

  it("gives each field its own message", () => {
    expect(validate(signUpSchema, { name: " ", email: "x", password: "", confirm_password: "" })).toEqual({
      ok: false,
      errors: {
        name: "Please enter your name",
        email: EMAIL,
        password: PASSWORD,
        confirm_password: "Please enter the confirmation password",
      },
    });
  });

  it("explains the strength rule for a weak password", () => {
    expect(validate(signUpSchema, { ...good, password: "kigali", confirm_password: "kigali" })).toEqual({
      ok: false,
      errors: { password: RULE },
    });
  });

  it("says when the confirmation does not match", () => {
    expect(validate(signUpSchema, { ...good, confirm_password: "Kigali2027" })).toEqual({
      ok: false,
      errors: { confirm_password: "Confirmation password does not match" },
    });
  });

  it("refuses a name longer than 100 characters", () => {
    const result = validate(signUpSchema, { ...good, name: "A".repeat(101) });
    expect(result.ok).toBe(false);
  });
});

describe("new password (reset, change)", () => {
  it("applies the strength rule and the confirmation", () => {
    expect(validate(newPasswordSchema, { password: "Kigali2026", confirm_password: "Kigali2026" }).ok).toBe(
      true,
    );
    expect(validate(newPasswordSchema, { password: "short", confirm_password: "other" })).toEqual({
      ok: false,
      errors: { password: RULE, confirm_password: "Confirmation password does not match" },
    });
  });
});

describe("account page validation", () => {
  it("trims a new name and refuses a blank or overlong one", () => {
    expect(validate(nameSchema, { name: "  Aline  " })).toEqual({ ok: true, data: { name: "Aline" } });
    expect(validate(nameSchema, { name: " " })).toEqual({
      ok: false,
      errors: { name: "Please enter your name" },
    });
    expect(validate(nameSchema, { name: "x".repeat(101) })).toEqual({
      ok: false,
      errors: { name: "Please keep this under 100 characters" },
    });
  });

  it("asks for the current password and applies the sign-up rules to the new one", () => {
    expect(
      validate(changePasswordSchema, { current_password: "", password: "", confirm_password: "" }),
    ).toEqual({
      ok: false,
      errors: {
        current_password: PASSWORD,
        password: PASSWORD,
        confirm_password: "Please enter the confirmation password",
      },
    });
    expect(
      validate(changePasswordSchema, {
        current_password: "old one",
        password: "Kigali2026",
        confirm_password: "Kigali2027",
      }),
    ).toEqual({ ok: false, errors: { confirm_password: "Confirmation password does not match" } });
    expect(
      validate(changePasswordSchema, {
        current_password: "old one",
        password: "Kigali2026",
        confirm_password: "Kigali2026",
      }).ok,
    ).toBe(true);
  });
});

describe("safeRedirect", () => {
  it.each([
    ["/poster-une-annonce", "/poster-une-annonce"],
    ["/account?tab=sessions", "/account?tab=sessions"],
    [null, "/"],
    ["", "/"],
    ["https://evil.example", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
  ])("%j → %j", (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });
});
