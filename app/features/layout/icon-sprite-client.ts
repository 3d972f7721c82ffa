import { ICON_SPRITE_ID } from "~/shared/ui/icon";
import { spriteSymbols } from "~/shared/ui/icon-sprite";
import spriteUrl from "~/shared/ui/icons.svg?url";

/**
 * Adds to the page's sprite the icons the server did not write into it (those of other pages, popups and
 * later states), from the sprite file, so that whatever React draws next has its icon. Failures are
 * silent: an icon then stays blank, as SPEC §8 says of icons that cannot load.
 */
export async function completeIconSprite(url = spriteUrl, doc: Document = document): Promise<void> {
  const sprite = doc.getElementById(ICON_SPRITE_ID);
  if (!sprite) return;
  try {
    const response = await fetch(url);
    if (!response.ok) return;
    const missing = [...spriteSymbols(await response.text())]
      .filter(([name]) => !doc.getElementById(`icon-${name}`))
      .map(([, symbol]) => symbol);
    if (missing.length) sprite.insertAdjacentHTML("beforeend", missing.join(""));
  } catch {
    // Offline or a newer release replaced the file: nothing more to draw.
  }
}
