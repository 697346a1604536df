import { searchKey } from './text-search';

/**
 * What an account's search matches besides its service's name: the username (an e-mail or a user
 * name) and the observation, folded by searchKey(). A line break keeps them apart: a search never
 * holds one (searchKey folds every space), so a match cannot start in one and end in the other.
 */
export function accountSearchKey(username: string, observation: string | null | undefined): string {
  const parts = [searchKey(username)];
  if (observation) parts.push(searchKey(observation));
  return parts.join('\n');
}
