/**
 * Sends photos for the listing form's photo step, one at a time, each made smaller first: a phone's 12
 * megapixel photo becomes a JPEG whose long side is 1600 pixels, a tenth of the weight to send over a
 * mobile connection. Loaded when the seller first chooses photos (a lazy import), so pages do not carry it.
 */
import { format } from "~/shared/i18n/i18n";
import type { UploadResult } from "~/features/posting/listing-fields";

/** The longest side of a photo as sent; the server's largest width is the same. */
const SENT_LONG_SIDE = 1600;

/** Types the browser decodes and makes smaller; anything else goes as it is, for the server to judge. */
const RESIZABLE = ["image/jpeg", "image/png", "image/webp", "image/avif"];

export interface UploadOptions {
  url: string;
  maxBytes: number;
  /** Message templates with {name}: a file too large to send, a request that failed. */
  tooBig: string;
  failed: string;
  /** Called as each photo goes: its index in `files` and the part sent, 0 to 1. */
  onProgress: (index: number, sent: number) => void;
}

/** The photo as a JPEG no longer than SENT_LONG_SIDE on either side, upright; undefined if it cannot be read. */
async function resize(file: File): Promise<Blob | undefined> {
  if (!RESIZABLE.includes(file.type)) return undefined;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const scale = Math.min(1, SENT_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext("2d")!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return (await new Promise<Blob | null>((done) => canvas.toBlob(done, "image/jpeg", 0.85))) ?? undefined;
  } catch {
    // Not a picture the browser can read (a renamed file, a damaged one): the server says what it is.
    return undefined;
  }
}

/** Sends one file; resolves with the server's answer, or a failure for a dropped connection. */
function send(url: string, body: Blob, name: string, onProgress: (sent: number) => void, failed: string) {
  return new Promise<UploadResult>((resolve) => {
    const form = new FormData();
    form.append("photo", body, name);
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    const fail = () => resolve({ added: 0, message: null, errors: [format(failed, { name })] });
    request.onload = () => {
      const answer = request.response as UploadResult | null;
      if (answer && Array.isArray(answer.errors)) resolve(answer);
      else fail();
    };
    request.onerror = fail;
    request.send(form);
  });
}

/** Sends `files` one after the other; answers how many were added and a message per file refused. */
export async function uploadPhotos(files: File[], options: UploadOptions): Promise<UploadResult> {
  let added = 0;
  const errors: string[] = [];
  for (const [index, file] of files.entries()) {
    const smaller = await resize(file);
    if (!smaller && file.size > options.maxBytes) {
      errors.push(format(options.tooBig, { name: file.name }));
      continue;
    }
    const name = smaller ? file.name.replace(/(\.[^.]*)?$/, ".jpg") : file.name;
    const answer = await send(
      options.url,
      smaller ?? file,
      name,
      (sent) => options.onProgress(index, sent),
      options.failed,
    );
    options.onProgress(index, 1);
    added += answer.added;
    errors.push(...answer.errors);
  }
  return { added, message: null, errors };
}
