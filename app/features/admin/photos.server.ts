/**
 * The catalogue's photos in the back office: a model's or a version's gallery (add, alt text, order, delete)
 * and a brand's or a dealer's logo (replace, remove). Files go through the shared image pipeline
 * (app/shared/server/images.server.ts); every change is written to the audit log in the transaction that
 * makes it.
 */
import { monogram } from "~/features/dealers/dealers";
import { brandLogoOf } from "~/shared/lib/brand-logo";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/shared/db/client";
import { brands, dealers, galleries, models, versions } from "~/shared/db/schema";
import { BRAND_LOGOS, CATALOGUE_PHOTOS, imageFiles, imageUrl, pictureOf } from "~/shared/lib/images";
import { storeImages, type ProcessedImage } from "~/shared/server/images.server";
import type { UploadStorage } from "~/shared/server/uploads.server";
import { recordAudit, type Writer } from "./audit.server";
import { modelFullName, versionFullName } from "./lists.server";
import { GALLERY_MAX, galleryText, moved, type GalleryOwner } from "./photos";

/** How wide a photo is shown in the back office's gallery. */
const ADMIN_SIZES = "(min-width: 640px) 240px, 100vw";

/**
 * A model or a version with its full name ("Toyota RAV4", "Toyota RAV4 2.0 GX CVT"), as its photo page heads
 * it; undefined when there is no such item.
 */
export async function galleryOwner(db: Db, owner: GalleryOwner, id: number) {
  const [item] =
    owner === "model"
      ? await db
          .select({ id: models.id, name: modelFullName })
          .from(models)
          .innerJoin(brands, eq(brands.id, models.brandId))
          .where(eq(models.id, id))
      : await db
          .select({ id: versions.id, name: versionFullName })
          .from(versions)
          .innerJoin(models, eq(models.id, versions.modelId))
          .innerJoin(brands, eq(brands.id, models.brandId))
          .where(eq(versions.id, id));
  return item;
}

/** An item's photos in order, ready to show in the back office. */
export async function galleryForEdit(db: Db, owner: GalleryOwner, id: number) {
  const { photos, itemId } = galleries[owner];
  const rows = await db.select().from(photos).where(eq(itemId, id)).orderBy(asc(photos.position));
  return rows.map((row) => ({
    id: row.id,
    alt: row.alt,
    picture: pictureOf(
      { key: row.imageKey, width: row.width, height: row.height },
      CATALOGUE_PHOTOS,
      ADMIN_SIZES,
      320,
    ),
  }));
}

/** An item's photos with its row locked until the transaction ends (undefined: no such item). */
async function lockedGallery(tx: Writer, owner: GalleryOwner, id: number) {
  const { items, photos, itemId } = galleries[owner];
  const [item] = await tx.select({ id: items.id }).from(items).where(eq(items.id, id)).for("update");
  if (!item) return undefined;
  return tx
    .select({ id: photos.id, alt: photos.alt, imageKey: photos.imageKey })
    .from(photos)
    .where(eq(itemId, id))
    .orderBy(asc(photos.position));
}

/**
 * Writes positions 0, 1, 2… in the given order. Positions are unique per item and checked row by row, so
 * the photos first move out of the way (negative positions).
 */
async function writeOrder(tx: Writer, owner: GalleryOwner, ids: readonly number[]) {
  const { photos } = galleries[owner];
  for (const [index, id] of ids.entries())
    await tx
      .update(photos)
      .set({ position: -1 - index })
      .where(eq(photos.id, id));
  for (const [index, id] of ids.entries())
    await tx.update(photos).set({ position: index }).where(eq(photos.id, id));
}

/** Records a change of an item's gallery: the photos before and after, in order. */
function recordGallery(
  tx: Writer,
  actorId: string,
  owner: GalleryOwner,
  id: number,
  before: readonly { id: number; alt: string }[],
  after: readonly { id: number; alt: string }[],
) {
  return recordAudit(tx, {
    actorId,
    action: "update",
    entityType: owner,
    entityId: id,
    before: { photos: galleryText(before) },
    after: { photos: galleryText(after) },
  });
}

/**
 * Stores processed photos after the item's others, as many as the gallery has room for (GALLERY_MAX), each
 * with `alt`. Answers how many were added; the files of the others are not kept.
 */
export async function addPhotos(
  db: Db,
  storage: UploadStorage,
  owner: GalleryOwner,
  id: number,
  images: readonly ProcessedImage[],
  alt: string,
  actorId: string,
): Promise<number> {
  const { photos, itemKey } = galleries[owner];
  return storeImages(storage, CATALOGUE_PHOTOS, images, (stored) =>
    db.transaction(async (tx) => {
      const before = await lockedGallery(tx, owner, id);
      if (!before) return 0;
      const room = Math.max(0, Math.min(stored.length, GALLERY_MAX - before.length));
      if (room === 0) return 0;
      const added = await tx
        .insert(photos)
        .values(
          stored.slice(0, room).map(({ key, image }, index) => ({
            [itemKey]: id,
            position: before.length + index,
            alt,
            imageKey: key,
            width: image.width,
            height: image.height,
          })),
        )
        .returning({ id: photos.id, alt: photos.alt });
      await recordGallery(tx, actorId, owner, id, before, [...before, ...added]);
      return room;
    }),
  );
}

/**
 * Changes one photo of an item's gallery: its alt text, its place (one up or down), or removes it with its
 * files. False when the item has no such photo.
 */
export async function changePhoto(
  db: Db,
  storage: UploadStorage,
  owner: GalleryOwner,
  id: number,
  photoId: number,
  change: { intent: "alt"; alt: string } | { intent: "up" | "down" | "delete" },
  actorId: string,
): Promise<boolean> {
  const { photos, itemId } = galleries[owner];
  const thisPhoto = and(eq(photos.id, photoId), eq(itemId, id));
  const removed = await db.transaction(async (tx) => {
    const before = await lockedGallery(tx, owner, id);
    const index = before?.findIndex((photo) => photo.id === photoId) ?? -1;
    if (!before || index < 0) return undefined;
    let after = before;
    if (change.intent === "alt") {
      await tx.update(photos).set({ alt: change.alt }).where(thisPhoto);
      after = before.map((photo) => (photo.id === photoId ? { ...photo, alt: change.alt } : photo));
    } else if (change.intent === "delete") {
      await tx.delete(photos).where(thisPhoto);
      after = before.filter((photo) => photo.id !== photoId);
      await writeOrder(
        tx,
        owner,
        after.map((photo) => photo.id),
      );
    } else {
      after = moved(before, index, change.intent === "up" ? -1 : 1);
      await writeOrder(
        tx,
        owner,
        after.map((photo) => photo.id),
      );
    }
    if (galleryText(before) !== galleryText(after))
      await recordGallery(tx, actorId, owner, id, before, after);
    return change.intent === "delete" ? before[index]!.imageKey : "";
  });
  if (removed) await storage.delete(imageFiles(removed, CATALOGUE_PHOTOS));
  return removed !== undefined;
}

/** The files of every photo of an item's gallery (to remove once the item is deleted). */
export async function galleryFiles(db: Db, owner: GalleryOwner, id: number): Promise<string[]> {
  const { photos, itemId } = galleries[owner];
  const rows = await db.select({ key: photos.imageKey }).from(photos).where(eq(itemId, id));
  return rows.flatMap((row) => imageFiles(row.key, CATALOGUE_PHOTOS));
}

/** Whose logo a logo page changes: a brand's (its tile) or a dealer's (its card). */
export type LogoOwner = "brand" | "dealer";

/** A dealer without brands shows its tile in the directory's colour. */
const DEALER_TILE = "#0f4c81";

/**
 * A brand's or dealer's name and logo, as its logo page shows them (a dealer's tile takes its first brand's
 * colour, as its card does); undefined when there is no such item.
 */
export async function logoOwner(db: Db, kind: LogoOwner, id: number) {
  if (kind === "brand") {
    const [brand] = await db
      .select({
        id: brands.id,
        name: brands.name,
        slug: brands.slug,
        colour: brands.colour,
        logoUrl: brands.logoUrl,
      })
      .from(brands)
      .where(eq(brands.id, id));
    return brand && { ...brand, logo: brandLogoOf(brand), initials: monogram(brand.name) };
  }
  const [dealer] = await db
    .select({
      id: dealers.id,
      name: dealers.name,
      logoUrl: dealers.logoUrl,
      // Written out in full: in a one-table query the ORM leaves column names unqualified.
      colour: sql<
        string | null
      >`(select b.colour from dealer_brands db join brands b on b.id = db.brand_id where db.dealer_id = "dealers"."id" order by lower(b.name) limit 1)`,
    })
    .from(dealers)
    .where(eq(dealers.id, id));
  return (
    dealer && { ...dealer, logo: null, initials: monogram(dealer.name), colour: dealer.colour ?? DEALER_TILE }
  );
}

/** The table of each kind of item with a logo. */
const logoTables = { brand: brands, dealer: dealers } satisfies Record<LogoOwner, unknown>;

/** Reads an item's logo key locked for the change, and writes its new one. */
const logoColumns = (kind: LogoOwner) => {
  const table = logoTables[kind];
  return {
    lock: async (tx: Writer, id: number) =>
      (
        await tx
          .select({ logoKey: table.logoKey, logoUrl: table.logoUrl })
          .from(table)
          .where(eq(table.id, id))
          .for("update")
      )[0],
    // The logo is not one of the form's fields: its version time (updatedAt) stays, no open form goes stale.
    write: (tx: Writer, id: number, logo: { logoKey: string | null; logoUrl: string | null }) =>
      tx.update(table).set(logo).where(eq(table.id, id)),
  };
};

/**
 * Gives a brand or dealer a new logo (`image`, processed for BRAND_LOGOS) or none (null), and removes the
 * files of the one it replaces. False when there is no such item.
 */
export async function setLogo(
  db: Db,
  storage: UploadStorage,
  kind: LogoOwner,
  id: number,
  image: ProcessedImage | null,
  actorId: string,
): Promise<boolean> {
  const columns = logoColumns(kind);
  /** Points the item at `key`, answering the key it had (null: none), or undefined when there is no item. */
  const write = (key: string | null) =>
    db.transaction(async (tx) => {
      const item = await columns.lock(tx, id);
      if (!item) return undefined;
      const logoUrl = key ? imageUrl(key, BRAND_LOGOS.widths[0]!, BRAND_LOGOS.formats[0]) : null;
      await columns.write(tx, id, { logoKey: key, logoUrl });
      await recordAudit(tx, {
        actorId,
        action: "update",
        entityType: kind,
        entityId: id,
        before: { logo: item.logoUrl },
        after: { logo: logoUrl },
      });
      return item.logoKey;
    });
  let replaced: string | null | undefined;
  if (image)
    await storeImages(storage, BRAND_LOGOS, [image], async (stored) => {
      replaced = await write(stored[0]!.key);
      return replaced === undefined ? 0 : 1;
    });
  else replaced = await write(null);
  const previous: string | null | undefined = replaced;
  if (previous) await storage.delete(imageFiles(previous, BRAND_LOGOS));
  return previous !== undefined;
}
