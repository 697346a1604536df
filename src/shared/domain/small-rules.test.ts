import { describe, expect, it } from 'vitest';
import { detectImageType, looksLikeImageFile, MAX_IMAGE_BYTES } from './image-type';
import { initialsOf } from './initials';
import { formatCop, formatCopShort, parsePesos, resellerPrice } from './money';
import { MAX_SEND_RUN_CLIENTS, windowRunSize } from './send-runs';
import { searchKey } from './text-search';

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('maría josé pérez')).toBe('MJ');
    expect(initialsOf('  Ana  ')).toBe('A');
  });
  it('falls back to the username', () => {
    expect(initialsOf(null, 'admin')).toBe('A');
    expect(initialsOf('', '')).toBe('');
  });
});

describe('formatCopShort', () => {
  it('shortens pesos for a chart axis', () => {
    expect(formatCopShort(1_500_000)).toMatch(/^\$\s?1,5\sM$/);
    expect(formatCopShort(0)).toMatch(/^\$\s?0$/);
  });
});

describe('formatCop', () => {
  it('shows whole pesos the Colombian way', () => {
    expect(formatCop(15000).replace(/\s/g, ' ')).toBe('$ 15.000');
    expect(formatCop(1234567).replace(/\s/g, ' ')).toBe('$ 1.234.567');
  });
});

describe('searchKey', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(searchKey('  José   Núñez ')).toBe('jose nunez');
    expect(searchKey('ÁÉÍÓÚ ü ñ')).toBe('aeiou u n');
  });
});

describe('detectImageType', () => {
  const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(16).fill(0)]);
  it('recognises PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(detectImageType(new TextEncoder().encode('GIF89a......'))).toBe('image/gif');
    expect(detectImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
  });
  it('refuses text, SVG and truncated headers', () => {
    expect(detectImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(new TextEncoder().encode('hola'))).toBeNull();
    expect(detectImageType(new Uint8Array([0x89, 0x50]))).toBeNull();
  });
});

describe('looksLikeImageFile', () => {
  it('pre-checks type and size in the browser', () => {
    expect(looksLikeImageFile({ type: 'image/png', size: 10 })).toBe('ok');
    expect(looksLikeImageFile({ type: 'application/pdf', size: 10 })).toBe('not-image');
    expect(looksLikeImageFile({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toBe('too-large');
  });
});

describe('parsePesos', () => {
  it.each([
    ['15000', 15000],
    ['15.000', 15000],
    ['$ 15.000', 15000],
    ['1.250.000', 1250000],
    ['22.500,00', 22500],
    [' 0 ', 0],
  ])('%s → %d', (input, expected) => {
    expect(parsePesos(input)).toBe(expected);
  });

  it.each(['15,5', '1.5', '15.00', 'mil', '-100', ''])('refuses %s', (input) => {
    expect(parsePesos(input)).toBeNull();
  });
});

describe('resellerPrice', () => {
  it('is 80 % of the service price in whole pesos', () => {
    expect(resellerPrice(15000)).toBe(12000);
    expect(resellerPrice(22500)).toBe(18000);
    expect(resellerPrice(12345)).toBe(9876);
    expect(resellerPrice(0)).toBe(0);
  });
});

describe('windowRunSize', () => {
  it('puts the whole window in a run up to the largest run, then the most urgent that fit', () => {
    expect(windowRunSize(0)).toBe(0);
    expect(windowRunSize(4_791)).toBe(4_791);
    expect(windowRunSize(47_910)).toBe(MAX_SEND_RUN_CLIENTS);
  });
});
