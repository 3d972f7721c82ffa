import { describe, expect, it } from "vitest";
import {
  BODY_LIMITS,
  CSV_UPLOAD_BYTES,
  createNulScanner,
  formBodyProblem,
  isMalformedPath,
  isAllowedMethod,
  isPageMethod,
  isUrlEncoded,
  routeKind,
  targetHasNul,
} from "~/shared/lib/request-rules";
import { CONTACT_LIMITS } from "~/features/pages/contact-fields";
import { LISTING_LIMITS } from "~/features/posting/listing-fields";
import { LISTING_PHOTOS_MAX, PHOTO_MAX_BYTES } from "~/shared/lib/used-cars";

describe("routeKind", () => {
  it.each(["/api.php", "/api/v1/brands", "/api/v1/", "/api/auth/sign-in/email", "/api/anything"])(
    "files %j under the API",
    (path) => {
      expect(routeKind(path)).toBe("api");
    },
  );

  it.each([
    "/poster-une-annonce/12/photos",
    "/poster-une-annonce/12/photos/",
    "/poster-une-annonce/12/photos.data",
    "/poster-une-annonce/12/photos/upload",
    "/poster-une-annonce/abc/photos/upload",
    "/admin/models/12/photos",
    "/admin/models/12/photos.data",
    "/admin/versions/12/photos",
    "/admin/versions/12/photos.data",
    "/admin/brands/3/logo",
    "/admin/dealers/3/logo",
    "/admin/banners/new",
    "/admin/banners/7.data",
    "/admin/news/7/cover",
    "/admin/news/7/cover.data",
    "/admin/guides/7/cover",
    "/admin/guides/7/cover.data",
  ])("files %j under the photo uploads", (path) => {
    expect(routeKind(path)).toBe("photos");
  });

  it.each(["/admin/versions/import", "/admin/versions/import/", "/admin/versions/import.data"])(
    "files %j under the CSV upload",
    (path) => {
      expect(routeKind(path)).toBe("csv");
    },
  );

  it.each([
    "/",
    "/contact-us",
    "/api.php.data",
    "/apiv1",
    "/poster-une-annonce",
    "/poster-une-annonce/12/details",
    "/poster-une-annonce/12/photos/upload/more",
    "/poster-une-annonce/12/photosx",
    "/x/poster-une-annonce/12/photos",
    "/admin/models/12",
    "/admin/models/12/photos/x",
    "/admin/versions/12",
    "/admin/versions/12/photos/x",
    "/admin/brands/3",
    "/admin/dealers/3",
    "/admin/banners",
    "/admin/banners/7/x",
    "/admin/guides/7",
    "/admin/guides/7/cover/x",
    "/admin/versions/import/0b7c7a5e-8e7a-4f43-9d35-2f1c1d1a9c10",
    "/admin/versions/export",
  ])("files %j under the pages", (path) => {
    expect(routeKind(path)).toBe("page");
  });
});

describe("BODY_LIMITS", () => {
  it("fits the longest page form, URL-encoded at 9 bytes a character, with room to spare", () => {
    const longest = Math.max(CONTACT_LIMITS.message, LISTING_LIMITS.descriptionMax);
    expect(longest * 9 + 4 * 1024).toBeLessThan(BODY_LIMITS.page);
    expect(BODY_LIMITS.page).toBe(64 * 1024);
  });

  it("fits a full upload of photos at their largest, and no more than a megabyte over it", () => {
    const photos = LISTING_PHOTOS_MAX * PHOTO_MAX_BYTES;
    expect(BODY_LIMITS.photos).toBeGreaterThan(photos);
    expect(BODY_LIMITS.photos - photos).toBeLessThanOrEqual(1024 * 1024);
  });

  it("takes the versions' CSV file at its largest, and 64 KiB over it at most", () => {
    expect(BODY_LIMITS.csv).toBe(CSV_UPLOAD_BYTES + 64 * 1024);
    expect(formBodyProblem("multipart/form-data; boundary=x", "csv")).toBeUndefined();
    expect(formBodyProblem("multipart/form-data; boundary=x", "page")).toBe("unsupported");
  });

  it("takes an API key's body on the API", () => {
    expect(BODY_LIMITS.api).toBe(64 * 1024);
  });
});

describe("isPageMethod", () => {
  it.each(["GET", "HEAD", "POST"])("answers %s", (method) => {
    expect(isPageMethod(method)).toBe(true);
  });

  it.each(["PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "CONNECT", "PROPFIND", "get", "FOO"])(
    "refuses %s",
    (method) => {
      expect(isPageMethod(method)).toBe(false);
    },
  );
});

describe("isAllowedMethod", () => {
  it.each(["TRACE", "CONNECT", "TRACK", "trace"])("refuses %s on every kind of route", (method) => {
    for (const kind of ["page", "api", "photos"] as const) expect(isAllowedMethod(method, kind)).toBe(false);
  });

  it("leaves the API's own methods to the API, and holds pages to theirs", () => {
    for (const method of ["GET", "POST", "OPTIONS", "PUT", "DELETE"])
      expect(isAllowedMethod(method, "api")).toBe(true);
    expect(isAllowedMethod("POST", "page")).toBe(true);
    expect(isAllowedMethod("PUT", "page")).toBe(false);
    expect(isAllowedMethod("OPTIONS", "photos")).toBe(false);
  });
});

describe("formBodyProblem", () => {
  it.each([
    "application/x-www-form-urlencoded",
    "application/x-www-form-urlencoded;charset=UTF-8",
    "Application/X-WWW-Form-URLEncoded ; charset=utf-8",
  ])("reads %j on every page", (type) => {
    expect(isUrlEncoded(type)).toBe(true);
    expect(formBodyProblem(type, "page")).toBeUndefined();
    expect(formBodyProblem(type, "photos")).toBeUndefined();
  });

  it.each([
    "multipart/form-data; boundary=----WebKitFormBoundaryAbc123",
    'multipart/form-data; boundary="quoted boundary"',
    "Multipart/Form-Data;charset=utf-8;BOUNDARY=x",
  ])("reads %j on the photo step", (type) => {
    expect(formBodyProblem(type, "photos")).toBeUndefined();
  });

  it("refuses multipart on other pages, which never send it", () => {
    expect(formBodyProblem("multipart/form-data; boundary=x", "page")).toBe("unsupported");
  });

  it.each([
    "multipart/form-data",
    "multipart/form-data;",
    "multipart/form-data; boundary=",
    'multipart/form-data; boundary=""',
  ])("finds %j malformed on the photo step", (type) => {
    expect(formBodyProblem(type, "photos")).toBe("malformed");
  });

  it.each([
    undefined,
    "",
    "application/json",
    "text/plain",
    "text/plain;charset=UTF-8",
    "application/x-www-form-urlencodedx",
    "application/xml",
    "application/octet-stream",
  ])("refuses %j", (type) => {
    expect(isUrlEncoded(type)).toBe(false);
    expect(formBodyProblem(type, "page")).toBe("unsupported");
    expect(formBodyProblem(type, "photos")).toBe("unsupported");
  });
});

describe("isMalformedPath", () => {
  it.each(["/%ZZ", "/a/%", "/a%2", "/%E0%A4%A", "/%ED%A0%80", "/%C3", "/sitemaps/%FF.xml"])(
    "finds %j malformed",
    (path) => {
      expect(isMalformedPath(path)).toBe(true);
    },
  );

  it.each(["/", "/auto-news/toyota/12-rav4", "/a%20b", "/%C3%A9", "/%F0%9F%9A%97", "/%2F%2Fevil", "/a%25"])(
    "reads %j",
    (path) => {
      expect(isMalformedPath(path)).toBe(false);
    },
  );
});

describe("targetHasNul", () => {
  it.each(["/contact-us%00", "/a?b=%00", "/a?b=x%00y", "/%00/x", "/a\0"])("finds a NUL in %j", (target) => {
    expect(targetHasNul(target)).toBe(true);
  });

  it.each(["/", "/a?b=%2500", "/a?b=%0A", "/a?b=%20%30%30", "/a?b=00%"])("finds none in %j", (target) => {
    expect(targetHasNul(target)).toBe(false);
  });
});

describe("createNulScanner", () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  const scan = (...chunks: string[]) => {
    const hasNul = createNulScanner();
    return chunks.map((chunk) => hasNul(bytes(chunk)));
  };

  it("finds %00 and a raw zero byte in a chunk", () => {
    expect(scan("name=a%00b")).toEqual([true]);
    expect(scan("name=a\0b")).toEqual([true]);
  });

  it("finds %00 cut between chunks, wherever the cut falls", () => {
    expect(scan("name=a%", "00b")).toEqual([false, true]);
    expect(scan("name=a%0", "0b")).toEqual([false, true]);
    expect(scan("%", "0", "0")).toEqual([false, false, true]);
  });

  it("finds none in an ordinary body", () => {
    expect(scan("name=Ama&message=", "100%25+sure%2C+2000+cars", "&n=%30%30")).toEqual([false, false, false]);
    expect(scan("a=%2", "500")).toEqual([false, false]);
  });
});
