import { describe, expect, it } from 'vitest';
import { walksOrderIndex } from './search-plan';

// The cases measured on the demo shop (docs/performance.md, fifth pass).
describe('walksOrderIndex', () => {
  it.each([
    ['"luna", 1 % of 100 000 accounts', 1_000, 100_000, false],
    ['"ramirez", 3 % of 50 000 clients', 1_600, 50_000, false],
    ['"hotmail", 16 % of 100 000 accounts', 16_485, 100_000, true],
    ['"gmail", half of 100 000 accounts', 50_155, 100_000, true],
    ['exactly an eighth (the whole walk costs the sort)', 12_500, 100_000, true],
    ['just under an eighth', 12_499, 100_000, false],
    ['every row', 10, 10, true],
    ['no match in an empty table', 0, 0, false],
  ])('%s: walk %s', (_, matches, rows, walk) => {
    expect(walksOrderIndex(matches, rows)).toBe(walk);
  });
});
