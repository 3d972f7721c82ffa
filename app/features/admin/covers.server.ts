/**
 * Articles' featured images in the back office: a news article's (always one, a drawing until an image is
 * uploaded) and a practical guide's (none, or one). Files go through the shared image pipeline
 * (app/shared/server/images.server.ts, ARTICLE_COVERS); every change is written to the audit log in the
 * transaction that makes it, and the files of the image it replaces are removed after it.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "~/shared/db/client";
import { guideArticles, newsArticles } from "~/shared/db/schema";
import { ARTICLE_COVERS, coverUrl, imageFiles } from "~/shared/lib/images";
import { storeImages, type ProcessedImage } from "~/shared/server/images.server";
import type { UploadStorage } from "~/shared/server/uploads.server";
import { recordAudit, type Writer } from "./audit.server";

/** Whose featured image a cover page changes: a news article's or a practical guide's. */
export type CoverOwner = "news" | "guide";

/** An article's title and featured image: its key (null: none uploaded), the file shown (null: none), its alt text. */
export interface ArticleCover {
  id: number;
  title: string;
  coverKey: string | null;
  coverUrl: string | null;
  coverAlt: string;
}

/** A new featured image (processed for ARTICLE_COVERS) with its alt text, or (null) none. */
export type CoverChange = { image: ProcessedImage; alt: string } | null;

/** The table of each kind of article; a guide may have no image, a news article always shows one. */
const coverTables = { news: newsArticles, guide: guideArticles } satisfies Record<CoverOwner, unknown>;

/** The article's title and image (its row locked until the transaction ends with `lock`), or undefined. */
async function readCover(
  db: Writer,
  kind: CoverOwner,
  id: number,
  lock: boolean,
): Promise<ArticleCover | undefined> {
  const table = coverTables[kind];
  const query = db
    .select({
      id: table.id,
      title: table.title,
      coverKey: table.coverKey,
      coverAlt: table.coverAlt,
      // A news article without an uploaded image shows the drawing its row names.
      shown: kind === "news" ? newsArticles.coverUrl : sql<string | null>`null`,
    })
    .from(table)
    .where(eq(table.id, id));
  const [row] = await (lock ? query.for("update") : query);
  if (!row) return undefined;
  const { shown, ...cover } = row;
  return { ...cover, coverUrl: cover.coverKey ? coverUrl(cover.coverKey) : shown };
}

/** Points the article at an uploaded image, or (null, a guide only) at none. */
function writeCover(tx: Writer, kind: CoverOwner, id: number, cover: { key: string; alt: string } | null) {
  const image = { coverKey: cover?.key ?? null, coverAlt: cover?.alt ?? "" };
  if (kind === "guide") return tx.update(guideArticles).set(image).where(eq(guideArticles.id, id));
  if (!cover) throw new Error("A news article always has a featured image.");
  return tx
    .update(newsArticles)
    .set({ ...image, coverUrl: coverUrl(cover.key) })
    .where(eq(newsArticles.id, id));
}

/** Whether an article of this kind may have no featured image. */
export const coverRemovable = (kind: CoverOwner) => kind === "guide";

/** An article's title and featured image, as its image page shows them; undefined when there is no such article. */
export const articleCover = (db: Db, kind: CoverOwner, id: number) => readCover(db, kind, id, false);

/** How the audit log names a featured image: its alt text and file, or nothing. */
const coverText = ({ coverUrl, coverAlt }: Pick<ArticleCover, "coverUrl" | "coverAlt">) =>
  coverUrl && (coverAlt ? `${coverAlt} (${coverUrl})` : coverUrl);

/**
 * Gives an article a new featured image (`image`, processed for ARTICLE_COVERS, described by `alt`) or, for a
 * guide, none (null), logged in the audit log, and removes the files of the one it replaces. False when there
 * is no such article.
 */
export async function setCover(
  db: Db,
  storage: UploadStorage,
  kind: CoverOwner,
  id: number,
  cover: CoverChange,
  actorId: string,
): Promise<boolean> {
  /** Points the article at `key`, answering the key it had (null: none), or undefined when there is no article. */
  const write = (key: string | null) =>
    db.transaction(async (tx) => {
      const article = await readCover(tx, kind, id, true);
      if (!article) return undefined;
      // Nothing to remove: no change, no entry.
      if (key === null && article.coverKey === null) return null;
      const alt = cover?.alt ?? "";
      await writeCover(tx, kind, id, key === null ? null : { key, alt });
      await recordAudit(tx, {
        actorId,
        action: "update",
        entityType: kind,
        entityId: id,
        before: { cover: coverText(article) },
        after: { cover: coverText({ coverUrl: key && coverUrl(key), coverAlt: alt }) },
      });
      return article.coverKey;
    });
  let replaced: string | null | undefined;
  if (cover)
    await storeImages(storage, ARTICLE_COVERS, [cover.image], async (stored) => {
      replaced = await write(stored[0]!.key);
      return replaced === undefined ? 0 : 1;
    });
  else replaced = await write(null);
  const previous: string | null | undefined = replaced;
  if (previous) await storage.delete(imageFiles(previous, ARTICLE_COVERS));
  return previous !== undefined;
}
