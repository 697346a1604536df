/** Avatar initials: first letters of the first two words of the full name (spec section 2). */
export function initialsOf(fullName: string | null | undefined, fallback = ''): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const source = words.length > 0 ? words : fallback.trim() ? [fallback.trim()] : [];
  return source
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('es-CO'))
    .join('');
}
