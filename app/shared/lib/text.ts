/** Text without accents: "Citroën" → "Citroen". */
export function stripAccents(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

/** Text reduced for matching as people type: no accents, case, spaces or signs ("CR-V" and "cr v" → "crv"). */
export function foldText(text: string): string {
  return stripAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
}
