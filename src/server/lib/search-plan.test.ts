import { describe, expect, it } from 'vitest';
import { walksOrderIndex } from './search-plan';

// The cases measured on the demo shop (docs/performance.md, fifth pass).
describe('walksOrderIndex', () => {
  it.each([
    ['"luna" in 10 000 accounts, page 1 of 50', 100, 50, 10_000, false],
    ['"luna" in 100 000 accounts, page 1 of 50', 1_000, 50, 100_000, true],
    ['"gmail" in 100 000 accounts, page 1 of 50', 50_000, 50, 100_000, true],
    ['"gmail" in 100 000 accounts, page 900 of 50', 50_000, 45_000, 100_000, true],
    ['"ramirez" in 5 000 clients, page 1 of 10', 160, 10, 5_000, true],
    ['one client in 50 000, page 1 of 10', 1, 10, 50_000, false],
    ['no match', 0, 50, 100_000, false],
  ])('%s: walk %s', (_, matches, window, rows, walk) => {
    expect(walksOrderIndex(matches, window, rows)).toBe(walk);
  });
});
