/**
 * Reads a multipart upload of images as it streams in (listing photos, catalogue photos, brand logos): each
 * file is processed as soon as it has arrived, and a file over a limit stops the reading, the images before
 * it kept. What was refused comes back as reasons, each feature words them.
 */
import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MultipartParseError,
  parseFormData,
  type FileUpload,
} from "@remix-run/form-data-parser";
import type { ImageProblem } from "~/shared/server/images.server";

/** Why one file was not taken: what it contains, or no room left for it. */
export interface FileRefusal {
  problem: ImageProblem | "full";
  /** The file's name as sent ("" when it had none). */
  name: string;
}

/** Why the reading stopped: a file over the size limit, more files than allowed, or a broken body. */
export type UploadStop = "tooBig" | "tooMany" | "failed";

export interface ReceivedImages<T> {
  images: T[];
  /** One per file refused, in the order they came. */
  refused: FileRefusal[];
  stop?: UploadStop;
  /** The form's other (text) fields, when the whole body was read. */
  form?: FormData;
}

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
 * there is `room` for it (the others are refused as "full").
 */
export async function receiveImages<T>(
  request: Request,
  limits: { field: string; maxFiles: number; maxBytes: number; room: number },
  process: (bytes: Uint8Array, name: string) => Promise<T | ImageProblem>,
): Promise<ReceivedImages<T>> {
  const images: T[] = [];
  const refused: FileRefusal[] = [];
  const handle = async (file: FileUpload) => {
    if (file.fieldName !== limits.field || (file.size === 0 && file.name === "")) return null;
    if (images.length >= limits.room) refused.push({ problem: "full", name: file.name });
    else {
      const result = await process(new Uint8Array(await file.arrayBuffer()), file.name);
      if (typeof result === "string") refused.push({ problem: result as ImageProblem, name: file.name });
      else images.push(result);
    }
    return null;
  };
  try {
    const form = await parseFormData(
      request,
      { maxFiles: limits.maxFiles, maxFileSize: limits.maxBytes, maxParts: 40 },
      handle,
    );
    return { images, refused, form };
  } catch (error) {
    const stop: UploadStop | undefined =
      error instanceof MaxFileSizeExceededError
        ? "tooBig"
        : error instanceof MaxFilesExceededError
          ? "tooMany"
          : error instanceof MultipartParseError || error instanceof FormDataParseError
            ? "failed"
            : undefined;
    if (!stop) throw error;
    await drain(request.body);
    return { images, refused, stop };
  }
}
