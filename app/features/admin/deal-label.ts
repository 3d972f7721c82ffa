/**
 * A deal's title must not promise versions it is not on: "RAV4 Hybrid: 5 % off" ticked on the petrol RAV4,
 * or "Hilux double cab offer" on the single cab, tells the buyer something false. The words that tell the
 * model's versions apart (those in some version names but not all: "hybrid", "double", "awd") are what a
 * title can name; when the title names one, every version the deal is on must carry it.
 */

/** The words of a name or a title, lower case: "2.5 Hybrid VX AWD" → ["2.5", "hybrid", "vx", "awd"]. */
export function nameWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}.]+/u)
    .map((word) => word.replace(/^\.+|\.+$/g, ""))
    .filter((word) => word.length >= 2);
}

/**
 * The first word of `title` that names some of the model's versions, with the versions the deal is on that
 * lack it; undefined when the title and the versions agree. `on`: the versions the deal is on (all of the
 * model's for a deal on every version).
 */
export function dealLabelClash(
  title: string,
  versions: readonly { id: number; name: string }[],
  on: readonly number[],
): { word: string; versions: string[] } | undefined {
  if (versions.length < 2) return undefined;
  const wordsOf = new Map(versions.map((version) => [version.id, new Set(nameWords(version.name))]));
  const distinctive = (word: string) => {
    const having = versions.filter((version) => wordsOf.get(version.id)!.has(word)).length;
    return having > 0 && having < versions.length;
  };
  const onSet = new Set(on);
  for (const word of new Set(nameWords(title))) {
    if (!distinctive(word)) continue;
    const lacking = versions.filter(
      (version) => onSet.has(version.id) && !wordsOf.get(version.id)!.has(word),
    );
    if (lacking.length) return { word, versions: lacking.map((version) => version.name) };
  }
  return undefined;
}
