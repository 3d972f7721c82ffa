/** Banners in the back office: the list, a banner's form and its saves with the picture (decision 0020). */
import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or, type SQL } from "drizzle-orm";
import type { Db } from "~/shared/db/client";
import { banners } from "~/shared/db/schema";
import type { Locale } from "~/shared/i18n/locale";
import { formatDateTime } from "~/shared/lib/dates";
import { BANNER_IMAGES, imageFiles, imageUrl } from "~/shared/lib/images";
import type { BannerPlacement } from "~/shared/lib/value-sets";
import { storeImages, type ProcessedImage } from "~/shared/server/images.server";
import {
  bannerStatus,
  type BannerField,
  editableBannerFields,
  kigaliInput,
  type BannerInput,
  type BannerStatus,
} from "./banner-form";
import { countedPage } from "./lists.server";
import type { FormFiles } from "./http.server";
import { createAudited, updateAudited, type SaveResult, type Taken } from "./saves.server";
import type { ListRow } from "./view";

/** A page of banners, newest first: of one placement, active, scheduled or over at `now`. */
export async function bannerPage(
  db: Db,
  filters: { placement: BannerPlacement | undefined; status: BannerStatus | undefined; page: number },
  now: Date,
  label: (banner: { activeFrom: Date | null; activeTo: Date | null }) => string,
) {
  const statusWhere: Record<BannerStatus, SQL | undefined> = {
    expired: and(isNotNull(banners.activeTo), lte(banners.activeTo, now)),
    scheduled: and(gt(banners.activeFrom, now), or(isNull(banners.activeTo), gt(banners.activeTo, now))),
    active: and(
      or(isNull(banners.activeFrom), lte(banners.activeFrom, now)),
      or(isNull(banners.activeTo), gt(banners.activeTo, now)),
    ),
  };
  const where = and(
    filters.placement ? eq(banners.placement, filters.placement) : undefined,
    filters.status ? statusWhere[filters.status] : undefined,
  );
  const { page, rows } = await countedPage(
    db,
    banners,
    where,
    filters.page,
    db
      .select({
        id: banners.id,
        placement: banners.placement,
        alt: banners.alt,
        imageUrl: banners.imageUrl,
        activeFrom: banners.activeFrom,
        activeTo: banners.activeTo,
        weight: banners.weight,
      })
      .from(banners)
      .where(where)
      .orderBy(desc(banners.updatedAt), asc(banners.id)),
  );
  const list: ListRow[] = rows.map((row) => ({
    id: row.id,
    name: `#${row.id}`,
    label: `#${row.id}`,
    thumb: row.imageUrl,
    cells: {
      placement: row.placement,
      alt: row.alt,
      when: label(row),
      status: bannerStatus(row, now),
      weight: String(row.weight),
    },
  }));
  return { page, rows: list };
}

/** "Always", "From 1 Dec 2026, 08:00", "Until …", "… to …" with the list's words. */
export function whenLabel(
  banner: { activeFrom: Date | null; activeTo: Date | null },
  words: {
    always: string;
    from: (from: string) => string;
    until: (to: string) => string;
    between: (from: string, to: string) => string;
  },
) {
  const { activeFrom, activeTo } = banner;
  if (activeFrom && activeTo) return words.between(formatDateTime(activeFrom), formatDateTime(activeTo));
  if (activeFrom) return words.from(formatDateTime(activeFrom));
  if (activeTo) return words.until(formatDateTime(activeTo));
  return words.always;
}

const rowColumns = {
  id: banners.id,
  placement: banners.placement,
  imageUrl: banners.imageUrl,
  imageKey: banners.imageKey,
  width: banners.width,
  height: banners.height,
  linkUrl: banners.linkUrl,
  alt: banners.alt,
  activeFrom: banners.activeFrom,
  activeTo: banners.activeTo,
  weight: banners.weight,
  updatedAt: banners.updatedAt,
};
type BannerRow = Pick<typeof banners.$inferSelect, keyof typeof rowColumns>;

/** A banner as the audit log keeps it: its picture by its address, its times as ISO. */
const audited = (row: BannerRow) => ({
  ...row,
  image: row.imageUrl,
  activeFrom: row.activeFrom?.toISOString() ?? null,
  activeTo: row.activeTo?.toISOString() ?? null,
});

/** A banner as its edit form shows it (times in Kigali time) and its picture for the preview, or undefined. */
export async function bannerForEdit(db: Db, id: number) {
  const [row] = await db.select(rowColumns).from(banners).where(eq(banners.id, id));
  if (!row) return undefined;
  return {
    ...row,
    activeFrom: kigaliInput(row.activeFrom),
    activeTo: kigaliInput(row.activeTo),
    photo: "",
  };
}

/** A new banner: on the home page, weighing 1, from now on. */
export const newBanner = () => ({ placement: "home-hero", weight: 1 });

/** The row's picture columns for a processed picture stored under `key`. */
const pictureColumns = (key: string, image: ProcessedImage) => ({
  imageKey: key,
  imageUrl: imageUrl(key, BANNER_IMAGES.widths.at(-1)!, BANNER_IMAGES.formats[0]),
  width: image.width,
  height: image.height,
});

/** Banners have nothing unique but their id. */
const none = async (): Promise<Taken<BannerField> | undefined> => undefined;

/** Creates a banner with its picture (stored first; its files removed if the row is not written) and its audit entry. */
export async function createBanner(
  db: Db,
  input: BannerInput,
  actorId: string,
  _locale: Locale,
  files: FormFiles,
): Promise<SaveResult<BannerField>> {
  const image = files.image;
  if (!image) throw new Error("a new banner needs its picture");
  let result = { status: "gone", message: "" } as SaveResult<BannerField>;
  await storeImages(files.storage, BANNER_IMAGES, [image], async ([stored]) => {
    result = await createAudited(db, {
      entityType: "banner",
      fields: editableBannerFields,
      actorId,
      taken: none,
      insert: async (tx) => {
        const [row] = await tx
          .insert(banners)
          .values({ ...input, ...pictureColumns(stored!.key, image) })
          .returning(rowColumns);
        return audited(row!);
      },
    });
    return result.status === "saved" ? 1 : 0;
  });
  return result;
}

/**
 * Saves an edit of a banner unless someone saved it since `seen`; a new picture replaces the old one, whose
 * files are removed once the row no longer names them.
 */
export async function updateBanner(
  db: Db,
  id: number,
  input: BannerInput,
  seen: string,
  actorId: string,
  locale: Locale,
  files: FormFiles,
): Promise<SaveResult<BannerField>> {
  let replaced = null as string | null;
  const save = (picture: ReturnType<typeof pictureColumns> | undefined) =>
    updateAudited(db, {
      entityType: "banner",
      fields: editableBannerFields,
      id,
      seen,
      actorId,
      locale,
      taken: none,
      lock: async (tx) => {
        const [row] = await tx.select(rowColumns).from(banners).where(eq(banners.id, id)).for("update");
        replaced = picture ? (row?.imageKey ?? null) : null;
        return row && audited(row);
      },
      write: async (tx, seenAt) => {
        const [row] = await tx
          .update(banners)
          .set({ ...input, ...picture, updatedAt: new Date() })
          .where(and(eq(banners.id, id), eq(banners.updatedAt, seenAt)))
          .returning(rowColumns);
        return row && audited(row);
      },
    });
  const image = files.image;
  if (!image) return save(undefined);
  let result = { status: "gone", message: "" } as SaveResult<BannerField>;
  await storeImages(files.storage, BANNER_IMAGES, [image], async ([stored]) => {
    result = await save(pictureColumns(stored!.key, image));
    return result.status === "saved" ? 1 : 0;
  });
  if (result.status === "saved" && replaced) await files.storage.delete(imageFiles(replaced, BANNER_IMAGES));
  return result;
}
