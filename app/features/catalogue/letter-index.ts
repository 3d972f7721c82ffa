/** An A–Z jump bar over an alphabetical list that may run over several pages. */
import { stripAccents } from "../../shared/lib/text";

/** The letter a name is filed under: its first letter without accents, or "#" for digits and signs. */
export function initialOf(name: string): string {
  const first = stripAccents(name.trim()).charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : "#";
}

export interface LetterLink {
  letter: string;
  /** The page holding the first name filed under the letter (1-based). */
  page: number;
}

/**
 * Every letter that starts at least one name, in A–Z order ("#" first), with the page of the list where
 * its first name is. `names` is the whole list in display order.
 */
export function letterLinks(names: readonly string[], perPage: number): LetterLink[] {
  const first = new Map<string, number>();
  names.forEach((name, index) => {
    const letter = initialOf(name);
    if (!first.has(letter)) first.set(letter, index);
  });
  return [...first.entries()]
    .sort(([a], [b]) => (a === b ? 0 : a < b ? -1 : 1))
    .map(([letter, index]) => ({ letter, page: Math.floor(index / perPage) + 1 }));
}

/** The anchor of a letter in the list ("letter-a", "letter-hash"). */
export function letterAnchor(letter: string): string {
  return letter === "#" ? "letter-hash" : `letter-${letter.toLowerCase()}`;
}
