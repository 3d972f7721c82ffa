/**
 * Reads a multipart upload of images as it streams in (listing photos, catalogue photos, brand logos, a
 * banner's picture): each file is processed as soon as it has arrived, one after the other. A file over
 * the size limit, or past the number of files allowed, is skipped as it streams by (never held whole), and
 * the reading goes on: the form's other fields, before and after it, are all read. What was refused comes
 * back as reasons, each feature words them.
 */
import { once } from "node:events";
import { finished } from "node:stream/promises";
import busboy from "busboy";
import { BODY_LIMITS } from "~/shared/lib/request-rules";
import type { ImageProblem } from "~/shared/server/images.server";

/** Why one file was not taken: what it contains, or no room left for it. */
export interface FileRefusal {
  problem: ImageProblem | "full";
  /** The file's name as sent ("" when it had none). */
  name: string;
}

/**
 * Why files were left out or the reading ended early: a file over the size limit (or a body over the
 * most any upload takes), more files than allowed, or a broken body (or one with too many parts or too
 * long a text field). The first reason met is the one given.
 */
export type UploadStop = "tooBig" | "tooMany" | "failed";

export interface ReceivedImages<T> {
  images: T[];
  /** One per file refused, in the order they came. */
  refused: FileRefusal[];
  stop?: UploadStop;
  /** The form's other (text) fields: all of them, or those read before a broken body ended the reading. */
  form?: FormData;
}

/** A body of more parts (fields and files) than this is refused ("failed"); the parts past it go unread. */
const MAX_PARTS = 40;
/** A text field is at most what a whole form of any other page may send. */
const FIELD_MAX = BODY_LIMITS.page;
/**
 * The most bytes read of a body, skipped files included: what the request guard lets through to the
 * largest upload (app/shared/lib/request-rules.ts). Past it the reading ends there.
 */
const READ_MAX = BODY_LIMITS.photos;

/** Reads what is left of a request body, so the answer reaches a browser that is still sending. */
export async function drain(body: ReadableStream<Uint8Array> | null) {
  if (!body || body.locked) return;
  const reader = body.getReader();
  try {
    while (!(await reader.read()).done);
  } catch {
    // The connection dropped: nobody is waiting for the answer.
  } finally {
    reader.releaseLock();
  }
}

/**
 * Reads at most `maxFiles` files of `maxBytes` each in `field`, processing each with `process` as long as
 * there is `room` for it (the others are refused as "full"), and every text field of the form.
 */
export async function receiveImages<T>(
  request: Request,
  limits: { field: string; maxFiles: number; maxBytes: number; room: number },
  process: (bytes: Uint8Array, name: string) => Promise<T | ImageProblem>,
): Promise<ReceivedImages<T>> {
  const images: T[] = [];
  const refused: FileRefusal[] = [];
  const form = new FormData();
  let stop: UploadStop | undefined;
  const halt = (why: UploadStop) => {
    stop ??= why;
  };
  const body = request.body;
  let parser: busboy.Busboy;
  try {
    if (!body) throw new Error("No body");
    parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      // Browsers send file names in UTF-8.
      defParamCharset: "utf8",
      // One byte over `maxBytes` is how a file shows it is too big (busboy marks it `truncated`).
      // One part over MAX_PARTS, likewise, is how a body shows it has too many (busboy's `partsLimit`
      // comes once the limit is reached).
      limits: { fileSize: limits.maxBytes + 1, fieldSize: FIELD_MAX, parts: MAX_PARTS + 1 },
    });
  } catch {
    await drain(body);
    return { images, refused, stop: "failed", form };
  }

  // The files, processed one after the other in the order they came.
  let processing = Promise.resolve();
  const take = (bytes: Uint8Array, name: string) => {
    processing = processing.then(async () => {
      if (images.length >= limits.room) return void refused.push({ problem: "full", name });
      const result = await process(bytes, name);
      if (typeof result === "string") refused.push({ problem: result as ImageProblem, name });
      else images.push(result);
    });
  };
  let files = 0;
  let broken = false;
  parser.on("error", () => {
    broken = true;
  });
  parser.on("partsLimit", () => halt("failed"));
  parser.on("field", (name, value, info) => {
    // A cut text would be read as typed: the body is refused instead.
    if (info.valueTruncated) halt("failed");
    else if (name) form.append(name, value);
  });
  parser.on("file", (name, stream, info) => {
    const fileName = info.filename ?? "";
    const chunks: Buffer[] = [];
    // Another field's file, one past `maxFiles`, one over `maxBytes` or one cut short goes by unread.
    let skip = name !== limits.field;
    let counted = false;
    const count = () => {
      counted = true;
      if (files < limits.maxFiles) files += 1;
      else {
        halt("tooMany");
        skip = true;
      }
    };
    stream.on("data", (chunk: Buffer) => {
      if (!skip && !counted) count();
      if (!skip) chunks.push(chunk);
    });
    stream.on("limit", () => {
      halt("tooBig");
      skip = true;
      chunks.length = 0;
    });
    stream.on("error", () => {
      skip = true;
    });
    stream.on("end", () => {
      // A picker sent with nothing chosen: no name, no bytes.
      if (skip || (!chunks.length && !fileName)) return;
      if (!counted) count();
      if (!skip) take(Buffer.concat(chunks), fileName);
    });
  });

  const reader = body.getReader();
  let read = 0;
  try {
    for (;;) {
      const next = await reader.read().catch(() => undefined);
      if (!next) {
        halt("failed");
        break;
      }
      if (next.done) {
        parser.end();
        await finished(parser).catch(() => undefined);
        break;
      }
      read += next.value.length;
      if (read > READ_MAX) {
        // An endless body is not read to its end: the reading stops here.
        halt("tooBig");
        await reader.cancel().catch(() => undefined);
        break;
      }
      if (!parser.write(next.value) && !broken) await once(parser, "drain").catch(() => undefined);
      if (broken) break;
      // One file's processing at a time: the next bytes are read once the files before them are done.
      await processing;
    }
  } finally {
    reader.releaseLock();
  }
  if (broken) halt("failed");
  if (!parser.writableFinished) {
    parser.destroy();
    await drain(body);
  }
  await processing;
  return { images, refused, ...(stop ? { stop } : {}), form };
}
