import { z } from 'zod';

// Every schema imports z from here, so zod's own messages (wrong type, too long…) come in Spanish
// on the server and in the browser alike.
z.config(z.locales.es());

export { z };
