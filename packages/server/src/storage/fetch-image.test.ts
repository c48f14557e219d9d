import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createImageFetcher, isPublicAddress } from './fetch-image';

describe('createImageFetcher', () => {
  it('gives up at its overall deadline on a server that sends a byte now and then (never idle for long)', async () => {
    const timers = new Set<NodeJS.Timeout>();
    const trickle = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'image/png' });
      const timer = setInterval(() => response.write('x'), 50);
      timers.add(timer);
      response.on('close', () => clearInterval(timer));
    });
    await new Promise<void>((resolve) => trickle.listen(0, '127.0.0.1', resolve));
    try {
      const fetchLogo = createImageFetcher({ allowAddress: () => true, timeoutMs: 5_000, deadlineMs: 500 });
      const { port } = trickle.address() as AddressInfo;
      await expect(fetchLogo(`http://127.0.0.1:${port}/slow.png`)).rejects.toMatchObject({
        status: 400,
        body: { code: 'logo_unreachable' },
      });
    } finally {
      for (const timer of timers) clearInterval(timer);
      trickle.closeAllConnections();
      await new Promise((resolve) => trickle.close(resolve));
    }
  }, 60_000);
});

describe('isPublicAddress', () => {
  it('refuses private, loopback, link-local, shared, multicast and reserved addresses, in every spelling', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.0.9',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '64:ff9b::a00:1',
      '::7f00:1',
      '::a00:1',
      '::ffff:0:7f00:1',
      '::ffff:0:a00:1',
      'not-an-address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('accepts public addresses', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});
