/**
 * The key every search and uniqueness check compares: lower case, accents removed, spaces
 * folded. Stored beside the text so SQLite and PostgreSQL match 'jose' to 'José' the same way.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es-CO')
    .replace(/\s+/g, ' ')
    .trim();
}
