/**
 * A form as a browser posts it, for tests of the code that reads forms: each field once, or a list for a
 * field sent several times (ticked boxes); a Blob stands for a file.
 */
export function formOf(entries: Record<string, string | Blob | readonly string[]>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(entries)) {
    if (typeof value === "string" || value instanceof Blob) form.append(key, value);
    else for (const item of value) form.append(key, item);
  }
  return form;
}
