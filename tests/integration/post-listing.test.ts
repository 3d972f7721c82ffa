import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loader as listingLoader } from "../../app/features/used-market/routes/used-listing";
import { action as carAction, loader as carLoader } from "../../app/features/posting/routes/post-listing";
import {
  action as detailsAction,
  loader as detailsLoader,
} from "../../app/features/posting/routes/post-details";
import {
  action as photosAction,
  loader as photosLoader,
} from "../../app/features/posting/routes/post-photos";
import { action as uploadAction } from "../../app/features/posting/routes/post-photo-upload";
import { action as priceAction, loader as priceLoader } from "../../app/features/posting/routes/post-price";
import {
  action as reviewAction,
  loader as reviewLoader,
} from "../../app/features/posting/routes/post-review";
import { loader as sentLoader } from "../../app/features/posting/routes/post-sent";
import { action as accountAction } from "../../app/features/accounts/routes/account";
import {
  action as mineAction,
  loader as mineLoader,
} from "../../app/features/posting/routes/account-listings";
import { photoFile, PHOTO_WIDTHS } from "../../app/features/posting/listing-photos";
import { brands, models, usedListingPhotos, usedListings } from "../../app/shared/db/schema";
import { parseEnv } from "../../app/shared/server/env";
import { searchListings } from "../../app/features/used-market/used-market.server";
import { parseUsedFilters } from "../../app/features/used-market/used-filters";
import { createLimiter } from "../../app/shared/server/rate-limit";
import type { Db } from "../../app/shared/db/client";
import {
  addPhotos,
  processPhoto,
  type ProcessedPhoto,
} from "../../app/features/posting/listing-photos.server";
import { diskStorage, type UploadStorage } from "../../app/shared/server/uploads.server";
import { TEST_AUTH_SECRET, testContext, testLimits } from "../setup/app-context";
import { keepingMailer, MEMBER_PASSWORD, newMember } from "../setup/members";
import { answer, get, post, TEST_SITE } from "../setup/requests";
import { createTestDatabase, drivers } from "../setup/test-db";
import { startS3 } from "../setup/s3";
import { LISTING_CAR, LISTING_DETAILS, LISTING_PRICE } from "../setup/listing-steps";
import { bucketStorage } from "../../app/shared/server/s3-uploads.server";

type Handler = (args: never) => unknown;
type Member = Awaited<ReturnType<typeof newMember>>;

const car = LISTING_CAR;
const details = LISTING_DETAILS;
const price = LISTING_PRICE;

/** Pictures made here, so the tests need no binary files. */
const picture = (width: number, height: number, colour = "#2050c0") =>
  sharp({ create: { width, height, channels: 3, background: colour } });

describe.each(drivers)("posting a listing and My listings (%s)", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let context: AppLoadContext & { mailer: ReturnType<typeof keepingMailer> };
  let uploads: string;
  let toyota: number;
  let rav4: number;
  let seller: Member;
  let stranger: Member;

  const call = (handler: Handler, request: Request, params: Record<string, string> = {}) =>
    Promise.resolve(handler({ request, context, params } as never))
      .catch((thrown: unknown) => thrown)
      .then(answer);
  const load = async (handler: Handler, url: string, member: Member, params: Record<string, string> = {}) =>
    (await Promise.resolve(
      handler({ request: get(url, member.cookie), context, params } as never),
    )) as Record<string, unknown>;
  const at = (id: number) => ({ listingId: String(id) });
  const step = (id: number, name: string) => `/poster-une-annonce/${id}/${name}`;
  const row = async (id: number) =>
    (await database.db.select().from(usedListings).where(eq(usedListings.id, id)))[0]!;
  const photos = (id: number) =>
    database.db
      .select()
      .from(usedListingPhotos)
      .where(eq(usedListingPhotos.listingId, id))
      .orderBy(asc(usedListingPhotos.position));

  /** A multipart upload of `files` to the photo step, as the form without JavaScript sends it. */
  const upload = (id: number, member: Member, files: { name: string; type: string; data: Uint8Array }[]) => {
    const form = new FormData();
    for (const file of files)
      form.append("photo", new File([file.data.slice()], file.name, { type: file.type }));
    return new Request(`${TEST_SITE}${step(id, "photos")}`, {
      method: "POST",
      body: form,
      headers: { cookie: member.cookie },
    });
  };
  const jpeg = async (name = "front.jpg") => ({
    name,
    type: "image/jpeg",
    data: new Uint8Array(await picture(2400, 1600).jpeg().toBuffer()),
  });

  /** A listing saved up to the price step: its car, its details and one photo. */
  const draftBeforePrice = async (member = seller) => {
    const created = await call(
      carAction,
      post("/poster-une-annonce", { ...car, brand: String(toyota) }, member.cookie),
    );
    const id = Number(/\/(\d+)\//.exec(created.location!)![1]);
    await call(detailsAction, post(step(id, "details"), details, member.cookie), at(id));
    await call(photosAction, upload(id, member, [await jpeg()]), at(id));
    await call(photosAction, post(step(id, "photos"), { intent: "continue" }, member.cookie), at(id));
    return id;
  };
  /** A listing saved up to the review step, with one photo. */
  const draft = async (member = seller) => {
    const id = await draftBeforePrice(member);
    await call(priceAction, post(step(id, "price"), price, member.cookie), at(id));
    return id;
  };
  /** The seller's "Send for review" on the listing's last step. */
  const sendForReview = (id: number) =>
    call(reviewAction, post(step(id, "review"), { intent: "send" }, seller.cookie), at(id));

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    uploads = await mkdtemp(path.join(os.tmpdir(), "imodoka-uploads-"));
    context = testContext(database.db, {
      env: parseEnv({ SITE_URL: TEST_SITE, AUTH_SECRET: TEST_AUTH_SECRET, UPLOAD_DIR: uploads }),
      mailer: keepingMailer(),
      limits: { ...testLimits(), listingDrafts: createLimiter(1000, 3600) },
    }) as typeof context;
    const [brand] = await database.db.select().from(brands).where(eq(brands.name, "Toyota"));
    toyota = brand!.id;
    const [model] = await database.db
      .select()
      .from(models)
      .where(and(eq(models.brandId, toyota), eq(models.name, "RAV4")));
    rav4 = model!.id;
    seller = await newMember(context);
    stranger = await newMember(context, "Jean Mugisha");
  });
  afterAll(async () => {
    await database?.cleanup();
    await rm(uploads, { recursive: true, force: true });
  });

  it("sends a signed-out visitor to sign in, and back to the form afterwards", async () => {
    const result = await call(carLoader, get("/poster-une-annonce"));
    expect(result).toMatchObject({ status: 302, location: "/login?redirectTo=%2Fposter-une-annonce" });
    const onStep = await call(detailsLoader, get(step(1, "details")), at(1));
    expect(onStep.location).toBe("/login?redirectTo=%2Fposter-une-annonce%2F1%2Fdetails");
  });

  it("keeps what was typed and says what is wrong by each field; nothing is saved", async () => {
    const before = await database.db.select().from(usedListings).where(eq(usedListings.userId, seller.id));
    const typed = { ...car, brand: String(toyota), year: "1950", body: "" };
    const result = await call(carAction, post("/poster-une-annonce", typed, seller.cookie));
    expect(result).toMatchObject({
      status: 400,
      data: {
        status: "invalid",
        values: typed,
        errors: { year: "Choose a year between 1960 and 2027", body: "Choose the body type" },
      },
    });
    const after = await database.db.select().from(usedListings).where(eq(usedListings.userId, seller.id));
    expect(after).toHaveLength(before.length);
  });

  it("saves a draft at each step, reopens each step with its values, and moves the furthest step on", async () => {
    const created = await call(
      carAction,
      post("/poster-une-annonce", { ...car, brand: String(toyota), model: "rav4" }, seller.cookie),
    );
    expect(created.status).toBe(302);
    const id = Number(/^\/poster-une-annonce\/(\d+)\/details$/.exec(created.location!)![1]);
    expect(await row(id)).toMatchObject({
      userId: seller.id,
      status: "draft",
      draftStep: "details",
      brandId: toyota,
      make: "Toyota",
      modelId: rav4,
      model: "RAV4",
      year: 2016,
      body: "suv",
    });

    // A step not reached yet sends the seller to the furthest one.
    expect(await call(priceLoader, get(step(id, "price"), seller.cookie), at(id))).toMatchObject({
      status: 302,
      location: step(id, "details"),
    });

    expect(
      await call(detailsAction, post(step(id, "details"), details, seller.cookie), at(id)),
    ).toMatchObject({
      status: 302,
      location: step(id, "photos"),
    });
    expect(await row(id)).toMatchObject({
      draftStep: "photos",
      mileageKm: 85_000,
      engineCc: 2000,
      drive: "awd",
    });
    const reopened = await load(detailsLoader, step(id, "details"), seller, at(id));
    expect(reopened.values).toEqual(details);
    const carAgain = await load(carLoader, step(id, "car"), seller, at(id));
    expect(carAgain.values).toMatchObject({ brand: String(toyota), model: "RAV4", year: "2016" });

    // Continue needs a photo.
    const noPhoto = await call(
      photosAction,
      post(step(id, "photos"), { intent: "continue" }, seller.cookie),
      at(id),
    );
    expect(noPhoto).toMatchObject({
      status: 400,
      data: { intent: "continue", error: "Add at least one photo" },
    });
    await call(photosAction, upload(id, seller, [await jpeg()]), at(id));
    expect(
      await call(photosAction, post(step(id, "photos"), { intent: "continue" }, seller.cookie), at(id)),
    ).toMatchObject({
      location: step(id, "price"),
    });

    // The contact step offers the account's name, until the seller changes it.
    const pricePage = await load(priceLoader, step(id, "price"), seller, at(id));
    expect(pricePage.values).toMatchObject({ seller_name: "Aline Uwase", phone: "", whatsapp: "on" });
    const bad = await call(
      priceAction,
      post(step(id, "price"), { ...price, phone: "0252 123 456", sector: "Muhoza" }, seller.cookie),
      at(id),
    );
    expect(bad).toMatchObject({
      status: 400,
      data: {
        errors: {
          phone: "Enter a Rwandan mobile number, e.g. 0788 123 456",
          sector: "Choose a sector of Gasabo",
        },
      },
    });
    expect(await call(priceAction, post(step(id, "price"), price, seller.cookie), at(id))).toMatchObject({
      location: step(id, "review"),
    });
    expect(await row(id)).toMatchObject({
      draftStep: "review",
      status: "draft",
      priceRwf: 17_500_000,
      negotiable: true,
      phone: "+250788123456",
      whatsapp: true,
      district: "Gasabo",
      sector: "Kimironko",
    });

    // The seller's next listing starts with the same contact details.
    const next = await draft();
    await database.db.update(usedListings).set({ phone: "" }).where(eq(usedListings.id, next));
    expect((await load(priceLoader, step(next, "price"), seller, at(next))).values).toMatchObject({
      phone: "+250788123456",
      district: "Gasabo",
      sector: "Kimironko",
      price: "17.500.000",
    });
  });

  it("limits how many listings a member starts, and uploads they send, in an hour", async () => {
    const member = await newMember(context, "Eric Niyonzima");
    const limited = {
      ...context,
      limits: {
        ...context.limits,
        listingDrafts: createLimiter(1, 3600),
        photoUploads: createLimiter(1, 3600),
      },
    };
    const send = (handler: Handler, request: Request, params = {}) =>
      Promise.resolve(handler({ request, context: limited, params } as never)).then(answer);
    const first = await send(
      carAction,
      post("/poster-une-annonce", { ...car, brand: String(toyota) }, member.cookie),
    );
    expect(first.status).toBe(302);
    const second = await send(
      carAction,
      post("/poster-une-annonce", { ...car, brand: String(toyota) }, member.cookie),
    );
    expect(second).toMatchObject({
      status: 429,
      data: { formError: "You have done that many times in a short while. Please wait 60 minutes." },
    });
    const id = Number(/\/(\d+)\//.exec(first.location!)![1]);
    await send(detailsAction, post(step(id, "details"), details, member.cookie), at(id));
    expect((await send(photosAction, upload(id, member, [await jpeg()]), at(id))).data).toMatchObject({
      added: 1,
    });
    expect(await send(photosAction, upload(id, member, [await jpeg()]), at(id))).toMatchObject({
      status: 429,
      data: { added: 0, errors: ["You have done that many times in a short while. Please wait 60 minutes."] },
    });
    expect((await row(id)).photoCount).toBe(1);
  });

  it("offers the member's drafts on the form's first page", async () => {
    const id = await draft();
    const page = await load(carLoader, "/poster-une-annonce", seller);
    expect(page.drafts).toContainEqual({
      id,
      href: step(id, "review"),
      label: "Toyota RAV4 2016",
      step: "Review",
    });
    expect((await load(carLoader, "/poster-une-annonce", stranger)).drafts).toEqual([]);
  });

  it("shows a listing only to its owner: every step, upload and action answers 404 to anyone else", async () => {
    const id = await draft();
    const before = await row(id);
    const foreign = [
      call(carLoader, get(step(id, "car"), stranger.cookie), at(id)),
      call(detailsLoader, get(step(id, "details"), stranger.cookie), at(id)),
      call(photosLoader, get(step(id, "photos"), stranger.cookie), at(id)),
      call(priceLoader, get(step(id, "price"), stranger.cookie), at(id)),
      call(reviewLoader, get(step(id, "review"), stranger.cookie), at(id)),
      call(sentLoader, get(step(id, "sent"), stranger.cookie), at(id)),
      call(carAction, post(step(id, "car"), car, stranger.cookie), at(id)),
      call(detailsAction, post(step(id, "details"), details, stranger.cookie), at(id)),
      call(priceAction, post(step(id, "price"), price, stranger.cookie), at(id)),
      call(photosAction, upload(id, stranger, [await jpeg()]), at(id)),
      call(uploadAction, upload(id, stranger, [await jpeg()]), at(id)),
      call(photosAction, post(step(id, "photos"), { intent: "remove", photo: "1" }, stranger.cookie), at(id)),
      call(reviewAction, post(step(id, "review"), { intent: "send" }, stranger.cookie), at(id)),
      call(mineAction, post("/account/listings", { intent: "delete", listing: String(id) }, stranger.cookie)),
      call(mineAction, post("/account/listings", { intent: "sold", listing: String(id) }, stranger.cookie)),
    ];
    for (const result of await Promise.all(foreign)) expect(result.status).toBe(404);
    expect(await row(id)).toEqual(before);
    expect(await photos(id)).toHaveLength(1);
    // Ids that name nothing are 404s too, never errors.
    for (const param of ["abc", "0", "99999999", "1e3", "12345678901"])
      expect(
        (
          await call(detailsLoader, get(`/poster-une-annonce/${param}/details`, seller.cookie), {
            listingId: param,
          })
        ).status,
      ).toBe(404);
    const mine = await load(mineLoader, "/account/listings", stranger);
    expect(mine.listings).toEqual([]);
    // The listings page's forms read the id by the one rule: digits only, and within an integer column.
    for (const [listing, status] of [
      ["1e3", 400],
      [" 12", 400],
      ["abc", 400],
      ["12345678901", 404],
    ] as const)
      expect(
        (await call(mineAction, post("/account/listings", { intent: "sold", listing }, seller.cookie)))
          .status,
      ).toBe(status);
  });

  describe("photos", () => {
    it("re-encodes a JPEG and a PNG to WebP in every width, turned upright, without their metadata", async () => {
      const id = await draft();
      // A portrait photo stored sideways with an EXIF orientation, and GPS-like metadata to drop.
      const sideways = await picture(1800, 1200)
        .jpeg()
        .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "Seller's phone", Artist: "Aline" } } })
        .toBuffer();
      const png = await picture(800, 600, "#c03030").png().toBuffer();
      const result = await call(
        photosAction,
        upload(id, seller, [
          { name: "side.jpg", type: "image/jpeg", data: new Uint8Array(sideways) },
          { name: "back.png", type: "image/png", data: new Uint8Array(png) },
        ]),
        at(id),
      );
      expect(result).toMatchObject({
        status: 200,
        data: { intent: "upload", added: 2, errors: [], message: "2 photos added." },
      });
      const stored = await photos(id);
      expect(stored.map((photo) => [photo.position, photo.width, photo.height])).toEqual([
        [0, 1600, 1067],
        [1, 1067, 1600],
        [2, 800, 600],
      ]);
      expect((await row(id)).photoCount).toBe(3);
      for (const photo of stored.slice(1)) {
        expect(photo.storageKey).toMatch(/^[0-9a-f-]{36}$/);
        expect(photo.drawing).toBeNull();
        for (const width of PHOTO_WIDTHS) {
          const file = await readFile(path.join(uploads, photoFile(photo.storageKey!, width)));
          const meta = await sharp(file).metadata();
          expect(meta.format).toBe("webp");
          expect(meta.width).toBe(Math.min(width, photo.width));
          expect(meta.exif).toBeUndefined();
          expect(meta.orientation).toBeUndefined();
        }
      }
      // Upright: the sideways 1800 × 1200 photo is 1200 wide once turned, so its widest file is 1067 × 1600.
      const upright = await sharp(
        await readFile(path.join(uploads, photoFile(stored[1]!.storageKey!, 1600))),
      ).metadata();
      expect([upright.width, upright.height]).toEqual([1067, 1600]);
    });

    it.each([
      [
        "a GIF",
        "car.gif",
        "image/gif",
        () => picture(300, 200).gif().toBuffer(),
        "car.gif: this is not a photo type we take. Choose a JPEG, PNG, WebP or AVIF photo.",
      ],
      [
        "an SVG",
        "car.svg",
        "image/svg+xml",
        () =>
          Promise.resolve(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"/>')),
        "car.svg: this is not a photo type we take. Choose a JPEG, PNG, WebP or AVIF photo.",
      ],
      [
        "a text file renamed .jpg",
        "car.jpg",
        "image/jpeg",
        () => Promise.resolve(Buffer.from("Not a photo, only words.")),
        "car.jpg: this file is not a photo we can read. Choose a JPEG, PNG, WebP or AVIF photo.",
      ],
      [
        "a damaged JPEG",
        "broken.jpg",
        "image/jpeg",
        async () => (await picture(600, 400).jpeg().toBuffer()).subarray(0, 300),
        "broken.jpg: this file is not a photo we can read. Choose a JPEG, PNG, WebP or AVIF photo.",
      ],
      [
        "a photo of more than 60 megapixels (a small file that would fill the memory)",
        "wide.png",
        "image/png",
        () => picture(10_000, 6_100).png({ compressionLevel: 9 }).toBuffer(),
        "wide.png: this photo has too many pixels. Choose a smaller photo.",
      ],
      [
        "a file over 10 MB",
        "huge.jpg",
        "image/jpeg",
        () => Promise.resolve(Buffer.alloc(10 * 1024 * 1024 + 1, 7)),
        "A file is larger than 10 MB and was not added. Choose smaller photos.",
      ],
    ])(
      "refuses %s with a message, keeping the listing's photos and fields",
      async (_what, name, type, make, message) => {
        const id = await draft();
        const before = await row(id);
        const result = await call(
          photosAction,
          upload(id, seller, [{ name, type, data: new Uint8Array(await make()) }]),
          at(id),
        );
        expect(result).toMatchObject({
          status: 400,
          data: { intent: "upload", added: 0, errors: [message] },
        });
        expect(await photos(id)).toHaveLength(1);
        expect(await row(id)).toEqual(before);
      },
    );

    it("keeps the good photos of an upload that also has a bad one", async () => {
      const id = await draft();
      const result = await call(
        photosAction,
        upload(id, seller, [
          await jpeg("a.jpg"),
          { name: "notes.jpg", type: "image/jpeg", data: new TextEncoder().encode("hello") },
          await jpeg("b.jpg"),
        ]),
        at(id),
      );
      expect(result.data).toMatchObject({
        added: 2,
        errors: ["notes.jpg: this file is not a photo we can read. Choose a JPEG, PNG, WebP or AVIF photo."],
      });
      expect((await row(id)).photoCount).toBe(3);
    });

    it("skips a file over 10 MB and keeps the photos before and after it", async () => {
      const id = await draft();
      const huge = { name: "huge.jpg", type: "image/jpeg", data: new Uint8Array(30 * 1024 * 1024) };
      const result = await call(
        photosAction,
        upload(id, seller, [await jpeg("a.jpg"), huge, await jpeg("b.jpg")]),
        at(id),
      );
      expect(result.data).toMatchObject({
        added: 2,
        errors: ["A file is larger than 10 MB and was not added. Choose smaller photos."],
      });
      expect((await row(id)).photoCount).toBe(3);
    });

    it("answers the page's script in JSON", async () => {
      const id = await draft();
      const response = (await uploadAction({
        request: upload(id, seller, [await jpeg()]),
        context,
        params: at(id),
      } as never)) as Response;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ added: 1, message: "1 photo added.", errors: [] });
    });

    it("takes 12 photos at most, and says which were not added", async () => {
      const id = await draft();
      // The draft has one photo: of twelve more, eleven fit.
      const twelve = await Promise.all(Array.from({ length: 12 }, (_, n) => jpeg(`p${n}.jpg`)));
      const result = await call(photosAction, upload(id, seller, twelve), at(id));
      expect(result.data).toMatchObject({
        added: 11,
        errors: ["p11.jpg: a listing has at most 12 photos. Remove one to add another."],
      });
      expect((await row(id)).photoCount).toBe(12);
      expect((await load(photosLoader, step(id, "photos"), seller, at(id))).full).toBe(
        "You have 12 photos, the most a listing can have. Remove one to add another.",
      );
      const more = await call(photosAction, upload(id, seller, [await jpeg("extra.jpg")]), at(id));
      expect(more.data).toMatchObject({
        added: 0,
        errors: ["extra.jpg: a listing has at most 12 photos. Remove one to add another."],
      });
      // The files past the most one upload takes are skipped: the thirteenth is not read.
      const other = await draft();
      const thirteen = await Promise.all(Array.from({ length: 13 }, (_, n) => jpeg(`q${n}.jpg`)));
      expect((await call(photosAction, upload(other, seller, thirteen), at(other))).data).toMatchObject({
        added: 11,
        errors: [
          "q11.jpg: a listing has at most 12 photos. Remove one to add another.",
          "Send at most 12 photos at a time.",
        ],
      });
      expect((await row(other)).photoCount).toBe(12);
      expect((await row(id)).photoCount).toBe(12);
    });

    /** Every file in the upload folder. */
    const storedFiles = async () =>
      (await readdir(uploads, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
        .sort();
    const processed = async (count: number) =>
      Promise.all(
        Array.from(
          { length: count },
          async (_, n) => (await processPhoto((await jpeg()).data, `p${n}.jpg`)) as ProcessedPhoto,
        ),
      );

    it("removes every file an upload wrote when a write fails part-way (a full disk), and adds no row", async () => {
      const id = await draft();
      const before = { files: await storedFiles(), photos: await photos(id), row: await row(id) };
      const disk = diskStorage(uploads);
      const writes: Promise<void>[] = [];
      // The second write fails at once; the others finish after it, as a slower disk would.
      const fullDisk: UploadStorage = {
        ...disk,
        save(name, data) {
          const write =
            writes.length === 1
              ? Promise.reject(Object.assign(new Error("no space left on device"), { code: "ENOSPC" }))
              : new Promise((resolve) => setTimeout(resolve, 30)).then(() => disk.save(name, data));
          writes.push(write);
          return write;
        },
      };
      await expect(addPhotos(database.db, fullDisk, id, await processed(2))).rejects.toMatchObject({
        code: "ENOSPC",
      });
      // Whatever was still being written when the call answered has landed by now.
      await Promise.allSettled(writes);
      expect(writes).toHaveLength(2 * PHOTO_WIDTHS.length);
      expect(await storedFiles()).toEqual(before.files);
      expect(await photos(id)).toEqual(before.photos);
      expect(await row(id)).toEqual(before.row);
    });

    it("removes the files it wrote when the database fails after the rows were written", async () => {
      const id = await draft();
      const before = { files: await storedFiles(), photos: await photos(id) };
      // The rows are inserted, then the transaction fails (the connection lost before the commit).
      const failing = {
        transaction: (work: Parameters<Db["transaction"]>[0]) =>
          database.db.transaction(async (tx) => {
            await work(tx);
            throw new Error("connection lost before the commit");
          }),
      } as unknown as Db;
      await expect(addPhotos(failing, diskStorage(uploads), id, await processed(2))).rejects.toThrow(
        "connection lost before the commit",
      );
      expect(await storedFiles()).toEqual(before.files);
      expect(await photos(id)).toEqual(before.photos);
    });

    it("answers an upload folder that cannot be written with 503 and a message by the field, logged", async () => {
      const id = await draft();
      const before = { files: await storedFiles(), photos: await photos(id) };
      // A file where the folder should be: the write fails (ENOTDIR) whoever runs the test, root included.
      const blocked = path.join(uploads, "not-a-folder");
      await writeFile(blocked, "");
      const env = context.env;
      const logged = vi.spyOn(context.log, "error");
      context.env = { ...env, UPLOAD_DIR: path.join(blocked, "uploads") };
      try {
        const form = await call(photosAction, upload(id, seller, [await jpeg()]), at(id));
        expect(form).toMatchObject({
          status: 503,
          data: {
            intent: "upload",
            added: 0,
            errors: ["We could not store your photos right now; please try again later"],
          },
        });
        const script = (await uploadAction({
          request: upload(id, seller, [await jpeg()]),
          context,
          params: at(id),
        } as never)) as Response;
        expect(script.status).toBe(503);
        expect(await script.json()).toEqual({
          added: 0,
          message: null,
          errors: ["We could not store your photos right now; please try again later"],
        });
      } finally {
        context.env = env;
        await rm(blocked);
      }
      expect(logged).toHaveBeenCalledTimes(2);
      expect(logged.mock.calls[0]![1]).toBe(
        `The upload folder ${path.join(blocked, "uploads")} cannot be written: the folder does not exist and cannot be created (ENOTDIR)`,
      );
      logged.mockRestore();
      expect(await storedFiles()).toEqual(before.files);
      expect(await photos(id)).toEqual(before.photos);
    });

    it("makes a photo the cover and removes one with its files, keeping positions and the count", async () => {
      const id = await draft();
      await call(photosAction, upload(id, seller, [await jpeg("b.jpg"), await jpeg("c.jpg")]), at(id));
      const [a, b, c] = await photos(id);
      expect(
        await call(
          photosAction,
          post(step(id, "photos"), { intent: "cover", photo: String(c!.id) }, seller.cookie),
          at(id),
        ),
      ).toMatchObject({
        location: step(id, "photos"),
      });
      expect((await photos(id)).map((photo) => photo.id)).toEqual([c!.id, a!.id, b!.id]);

      const files = PHOTO_WIDTHS.map((width) => path.join(uploads, photoFile(a!.storageKey!, width)));
      expect(files.every((file) => existsSync(file))).toBe(true);
      await call(
        photosAction,
        post(step(id, "photos"), { intent: "remove", photo: String(a!.id) }, seller.cookie),
        at(id),
      );
      expect((await photos(id)).map((photo) => [photo.id, photo.position])).toEqual([
        [c!.id, 0],
        [b!.id, 1],
      ]);
      expect(files.some((file) => existsSync(file))).toBe(false);
      expect((await row(id)).photoCount).toBe(2);
    });
  });

  describe("with the photos in a bucket (S3_BUCKET)", () => {
    let s3: Awaited<ReturnType<typeof startS3>>;
    let onDisk: typeof context;
    beforeAll(async () => {
      s3 = await startS3();
      onDisk = context;
      context = {
        ...context,
        env: parseEnv({
          SITE_URL: TEST_SITE,
          AUTH_SECRET: TEST_AUTH_SECRET,
          UPLOAD_DIR: uploads,
          ...s3.settings,
        }),
      };
    });
    afterAll(async () => {
      context = onDisk;
      await s3.stop();
    });

    it("stores an uploaded photo's files in the bucket, none in the upload folder, and deletes them with it", async () => {
      const id = await draft();
      const [photo] = await photos(id);
      const names = PHOTO_WIDTHS.map((width) => photoFile(photo!.storageKey!, width));
      const bucket = bucketStorage(s3.settings);
      for (const name of names) {
        expect(await bucket.read(name), name).toBeDefined();
        expect(existsSync(path.join(uploads, name))).toBe(false);
      }
      await call(
        photosAction,
        post(step(id, "photos"), { intent: "remove", photo: String(photo!.id) }, seller.cookie),
        at(id),
      );
      for (const name of names) expect(await bucket.read(name), name).toBeUndefined();
    });
  });

  it("sends a complete draft for review: pending, with the confirmation", async () => {
    const id = await draft();
    const review = await load(reviewLoader, step(id, "review"), seller, at(id));
    expect(review).toMatchObject({
      car: "Toyota RAV4 2016",
      priceText: "17.500.000 RWF",
      canSend: true,
      missing: [],
    });
    const sent = await sendForReview(id);
    expect(sent).toMatchObject({ status: 302, location: step(id, "sent") });
    const saved = await row(id);
    expect(saved.status).toBe("pending");
    expect(saved.submittedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const confirmation = await load(sentLoader, step(id, "sent"), seller, at(id));
    expect(confirmation).toMatchObject({
      message:
        "Your listing was sent for review. We check every listing before it goes online, usually within a day; we will e-mail you.",
      myListings: { href: "/account/listings", label: "See my listings" },
    });
    const mine = await load(mineLoader, "/account/listings", seller);
    expect(
      (mine.listings as { id: number; statusLabel: string }[]).find((listing) => listing.id === id),
    ).toMatchObject({
      statusLabel: "Pending review",
    });
  });

  it("does not send a draft with a step missing", async () => {
    const id = await draftBeforePrice();
    // Reaching review without a valid price step (as after a dropped connection).
    await database.db.update(usedListings).set({ draftStep: "review" }).where(eq(usedListings.id, id));
    const review = await load(reviewLoader, step(id, "review"), seller, at(id));
    expect(review).toMatchObject({
      canSend: false,
      missing: [{ href: step(id, "price"), label: "Price & contact" }],
    });
    const refused = await sendForReview(id);
    expect(refused).toMatchObject({ status: 400, data: { refused: "incomplete" } });
    expect((await row(id)).status).toBe("draft");
  });

  it("does not send a listing whose only picture is a drawing: a drawing is not a photo of the car", async () => {
    const id = await draft();
    // Its photo replaced by a drawing, as demo listings have, with the count an older version kept.
    await database.db.delete(usedListingPhotos).where(eq(usedListingPhotos.listingId, id));
    await database.db.insert(usedListingPhotos).values({
      listingId: id,
      position: 0,
      drawing: "/car-art/v1/suv/e9ecf1.svg",
      width: 960,
      height: 540,
    });
    await database.db.update(usedListings).set({ photoCount: 1 }).where(eq(usedListings.id, id));
    const review = await load(reviewLoader, step(id, "review"), seller, at(id));
    expect(review).toMatchObject({
      canSend: false,
      missing: [{ href: step(id, "photos"), label: "Photos" }],
      photosNeeded:
        "Add at least one photo of the car before you send your listing for review: buyers skip listings without photos.",
    });
    const refused = await sendForReview(id);
    expect(refused).toMatchObject({ status: 400, data: { refused: "photos" } });
    expect((await row(id)).status).toBe("draft");
  });

  it("takes an edited online or declined listing off the market until it is sent again", async () => {
    for (const status of ["active", "declined"] as const) {
      const id = await draft();
      await database.db
        .update(usedListings)
        .set({
          status,
          submittedAt: new Date(),
          publishedAt: new Date(),
          expiresAt: new Date(Date.now() + 30 * 86_400_000),
        })
        .where(eq(usedListings.id, id));
      // Going through a step without changing anything leaves it as it is.
      await call(detailsAction, post(step(id, "details"), details, seller.cookie), at(id));
      expect((await row(id)).status).toBe(status);
      const editing = await load(detailsLoader, step(id, "details"), seller, at(id));
      expect(editing).toMatchObject({ heading: "Edit your listing" });
      expect(editing.note).toMatch(/takes it off the market/);

      await call(
        priceAction,
        post(step(id, "price"), { ...price, price: "16.900.000" }, seller.cookie),
        at(id),
      );
      expect(await row(id)).toMatchObject({ status: "draft", priceRwf: 16_900_000 });
      await sendForReview(id);
      expect((await row(id)).status).toBe("pending");
    }
  });

  describe("My listings", () => {
    const act = (intent: string, id: number, member = seller) =>
      call(mineAction, post("/account/listings", { intent, listing: String(id) }, member.cookie));
    const publish = (id: number, days: number, status: "active" | "expired" = "active") =>
      database.db
        .update(usedListings)
        .set({
          status,
          publishedAt: new Date(Date.now() - 50 * 86_400_000),
          expiresAt: new Date(Date.now() + days * 86_400_000),
        })
        .where(eq(usedListings.id, id));

    it("lists the member's listings, newest change first, with their state and what can be done", async () => {
      const member = await newMember(context, "Grace Ingabire");
      const first = await draft(member);
      const second = await draft(member);
      await publish(second, 30);
      await database.db
        .update(usedListings)
        .set({
          status: "declined",
          declineReason: "The photos show another car",
          // Changed after the other one (two updates can fall in one millisecond here).
          updatedAt: new Date(Date.now() + 1000),
        })
        .where(eq(usedListings.id, first));
      const page = await load(mineLoader, "/account/listings", member);
      expect(page.countText).toBe("2 listings");
      const listings = page.listings as Record<string, unknown>[];
      expect(listings.map((listing) => listing.id)).toEqual([first, second]);
      expect(listings[0]).toMatchObject({
        status: "declined",
        statusLabel: "Declined",
        detail: "Declined: The photos show another car. Edit it and send it again.",
        edit: { href: step(first, "review"), text: "Edit" },
        canSell: false,
        canRenew: false,
        viewHref: null,
        priceText: "17.500.000 RWF",
      });
      expect(listings[1]).toMatchObject({
        status: "active",
        statusLabel: "Online",
        canSell: true,
        canRenew: false,
      });
      expect(listings[1]!.viewHref).toBe(`/marche-doccasion/annonce/${second}-toyota-rav4-2016`);
      expect((listings[0]!.picture as { src: string }).src).toMatch(
        /^\/uploads\/[0-9a-f]{2}\/[0-9a-f-]{36}-480\.webp$/,
      );
    });

    it("marks an online listing as sold", async () => {
      const id = await draft();
      expect(await act("sold", id)).toMatchObject({ location: "/account/listings" });
      expect((await row(id)).status).toBe("draft");
      await publish(id, 30);
      expect(await act("sold", id)).toMatchObject({ location: "/account/listings?done=sold" });
      expect((await row(id)).status).toBe("sold");
    });

    it("renews an ended listing, or an online one in its last 7 days, for 60 days", async () => {
      const id = await draft();
      await publish(id, 20);
      await act("renew", id);
      expect((await row(id)).expiresAt!.getTime()).toBeLessThan(Date.now() + 21 * 86_400_000);

      await publish(id, 5);
      expect(await act("renew", id)).toMatchObject({ location: "/account/listings?done=renewed" });
      const renewed = await row(id);
      expect(renewed.status).toBe("active");
      expect(Math.round((renewed.expiresAt!.getTime() - Date.now()) / 86_400_000)).toBe(60);

      await publish(id, -3, "expired");
      await act("renew", id);
      expect(await row(id)).toMatchObject({ status: "active" });
      expect(Math.round(((await row(id)).expiresAt!.getTime() - Date.now()) / 86_400_000)).toBe(60);
    });

    it("deletes a listing after the confirmation, with its photo files", async () => {
      const id = await draft();
      const page = await load(mineLoader, `/account/listings?delete=${id}`, seller);
      expect(
        (page.listings as { id: number; confirming: boolean }[]).find((listing) => listing.id === id)
          ?.confirming,
      ).toBe(true);
      const [photo] = await photos(id);
      const files = PHOTO_WIDTHS.map((width) => path.join(uploads, photoFile(photo!.storageKey!, width)));
      expect(files.every((file) => existsSync(file))).toBe(true);
      expect(await act("delete", id)).toMatchObject({ location: "/account/listings?done=deleted" });
      expect(await database.db.select().from(usedListings).where(eq(usedListings.id, id))).toEqual([]);
      expect(await photos(id)).toEqual([]);
      expect(files.some((file) => existsSync(file))).toBe(false);
    });
  });

  it("removes a member's photo files with their account", async () => {
    const member = await newMember(context, "Josiane Umutoni");
    const id = await draft(member);
    const [photo] = await photos(id);
    const files = PHOTO_WIDTHS.map((width) => path.join(uploads, photoFile(photo!.storageKey!, width)));
    expect(files.every((file) => existsSync(file))).toBe(true);
    const deleted = await call(
      accountAction,
      post("/account", { intent: "delete", password: MEMBER_PASSWORD }, member.cookie),
    );
    expect(deleted).toMatchObject({ status: 302, location: "/login?deleted=1" });
    expect(await database.db.select().from(usedListings).where(eq(usedListings.id, id))).toEqual([]);
    expect(files.some((file) => existsSync(file))).toBe(false);
  });

  it("shows uploaded photos on the market's cards and the listing page, with their widths", async () => {
    const id = await draft();
    await publish(id);
    const [photo] = await photos(id);
    const key = photo!.storageKey!;
    const { listings } = await searchListings(
      database.db,
      parseUsedFilters(new URLSearchParams("make=toyota&model=rav4"), 2026),
      {
        page: 1,
        perPage: 100,
      },
    );
    expect(listings.find((listing) => listing.id === id)).toMatchObject({ pictureKey: key, picture: "" });
    const page = (await listingLoader({
      request: get(`/marche-doccasion/annonce/${id}-toyota-rav4-2016`),
      context,
      params: { listingParam: `${id}-toyota-rav4-2016` },
    } as never)) as { photos: Record<string, unknown>[] };
    expect(page.photos[0]).toMatchObject({
      src: `/uploads/${key.slice(0, 2)}/${key}-960.webp`,
      srcSet: expect.stringContaining(`/uploads/${key.slice(0, 2)}/${key}-1600.webp 1600w`),
      sizes: expect.any(String),
      width: 1600,
      height: 1067,
    });

    async function publish(listing: number) {
      await database.db
        .update(usedListings)
        .set({ status: "active", publishedAt: new Date(), expiresAt: new Date(Date.now() + 60 * 86_400_000) })
        .where(eq(usedListings.id, listing));
    }
  });
});
