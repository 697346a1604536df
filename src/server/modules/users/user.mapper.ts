/** Usernames are unique regardless of case. */
export const usernameKey = (username: string) => username.trim().toLocaleLowerCase('es-CO');
