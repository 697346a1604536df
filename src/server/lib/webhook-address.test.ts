import { describe, expect, it } from 'vitest';
import { isBlockedAddress, urlAddressProblem } from './webhook-address';

// Where a webhook may go (docs/decisions/049): public addresses only, and http://127.0.0.1.

describe('isBlockedAddress', () => {
  it.each([
    '10.1.2.3',
    '172.31.255.255',
    '192.168.0.1',
    '100.64.0.1',
    '127.0.0.1',
    '169.254.169.254',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'febf::1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    '64:ff9b::a00:1',
    'ff02::1',
    'no-es-ip',
  ])('refuses %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '192.169.0.1', '2606:4700:4700::1111', '2800:3f0:4005::200e'])(
    'allows %s',
    (address) => {
      expect(isBlockedAddress(address)).toBe(false);
    },
  );
});

describe('urlAddressProblem', () => {
  it('allows only the literal http://127.0.0.1 among loopback URLs', async () => {
    expect(await urlAddressProblem(new URL('http://127.0.0.1:4567/hook'))).toBeNull();
    expect(await urlAddressProblem(new URL('https://127.0.0.1/hook'))).toBe('private');
    expect(await urlAddressProblem(new URL('https://localhost/hook'))).toBe('private');
    expect(await urlAddressProblem(new URL('https://[::1]/hook'))).toBe('private');
    expect(await urlAddressProblem(new URL('https://8.8.8.8/hook'))).toBeNull();
  });

  it('refuses a name that does not resolve', async () => {
    expect(await urlAddressProblem(new URL('https://no-existe.invalid/hook'))).toBe('unresolved');
  });
});
