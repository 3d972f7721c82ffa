import type { ContactInput } from "~/features/pages/contact";
import type { Db } from "../../shared/db/client";
import { contactMessages } from "../../shared/db/schema";

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
