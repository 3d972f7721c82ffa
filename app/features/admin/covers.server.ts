/**
 * Articles' featured images in the back office: a news article's (always one, a drawing until an image is
 * uploaded) and a practical guide's (none, or one). Files go through the shared image pipeline
 * (app/shared/server/images.server.ts, ARTICLE_COVERS); every change is written to the audit log in the
 * transaction that makes it, and the files of the image it replaces are removed after it.
 */
import { eq } from "drizzle-orm";
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

/** How one kind of article keeps its featured image. */
interface CoverColumns {
  /** The article's title and image (its row locked until the transaction ends with `lock`), or undefined. */
  read: (db: Writer, id: number, lock: boolean) => Promise<ArticleCover | undefined>;
  /** Points the article at an uploaded image, or (null) at none. */
  write: (tx: Writer, id: number, cover: { key: string; alt: string } | null) => Promise<unknown>;
  /** Whether the article may have no image (a guide); a news article always shows one. */
  removable: boolean;
}

const coverColumns: Record<CoverOwner, CoverColumns> = {
  news: {
    async read(db, id, lock) {
      const query = db
        .select({
          id: newsArticles.id,
          title: newsArticles.title,
          coverKey: newsArticles.coverKey,
          coverUrl: newsArticles.coverUrl,
          coverAlt: newsArticles.coverAlt,
        })
        .from(newsArticles)
        .where(eq(newsArticles.id, id));
      return (await (lock ? query.for("update") : query))[0];
    },
    write(tx, id, cover) {
      if (!cover) throw new Error("A news article always has a featured image.");
      return tx
        .update(newsArticles)
        .set({ coverKey: cover.key, coverUrl: coverUrl(cover.key), coverAlt: cover.alt })
        .where(eq(newsArticles.id, id));
    },
    removable: false,
  },
  guide: {
    async read(db, id, lock) {
      const query = db
        .select({
          id: guideArticles.id,
          title: guideArticles.title,
          coverKey: guideArticles.coverKey,
          coverAlt: guideArticles.coverAlt,
        })
        .from(guideArticles)
        .where(eq(guideArticles.id, id));
      const [row] = await (lock ? query.for("update") : query);
      return row && { ...row, coverUrl: row.coverKey && coverUrl(row.coverKey) };
    },
    write: (tx, id, cover) =>
      tx
        .update(guideArticles)
        .set({ coverKey: cover?.key ?? null, coverAlt: cover?.alt ?? "" })
        .where(eq(guideArticles.id, id)),
    removable: true,
  },
};

/** Whether an article of this kind may have no featured image. */
export const coverRemovable = (kind: CoverOwner) => coverColumns[kind].removable;

/** An article's title and featured image, as its image page shows them; undefined when there is no such article. */
export const articleCover = (db: Db, kind: CoverOwner, id: number) => coverColumns[kind].read(db, id, false);

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
  const columns = coverColumns[kind];
  /** Points the article at `key`, answering the key it had (null: none), or undefined when there is no article. */
  const write = (key: string | null) =>
    db.transaction(async (tx) => {
      const article = await columns.read(tx, id, true);
      if (!article) return undefined;
      // Nothing to remove: no change, no entry.
      if (key === null && article.coverKey === null) return null;
      const alt = cover?.alt ?? "";
      await columns.write(tx, id, key === null ? null : { key, alt });
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
