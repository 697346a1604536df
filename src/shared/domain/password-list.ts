// Cambiar contraseñas (issue 26 item 2): a pasted two-column list, user and new password, one
// pair a line, the columns split by a tab, a semicolon or a comma (the first one on the line, so
// a password may hold the other two). Blank lines are skipped.

export interface PastedPassword {
  user: string;
  password: string;
}

export function parsePasswordList(text: string): PastedPassword[] {
  const pairs: PastedPassword[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const at = line.search(/[\t;,]/);
    if (at < 0) continue;
    const user = line.slice(0, at).trim();
    const password = line.slice(at + 1).trim();
    if (user && password) pairs.push({ user, password });
  }
  return pairs;
}
