import type { ContactInput } from "~/lib/contact";
import type { Db } from "./db/client";
import { contactMessages } from "./db/schema";

export async function saveContactMessage(
  db: Db,
  input: ContactInput,
  origin: { ipAddress: string; userAgent: string | null },
): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...input, ipAddress: origin.ipAddress, userAgent: origin.userAgent?.slice(0, 500) ?? null })
    .returning({ id: contactMessages.id });
  return row!.id;
}
