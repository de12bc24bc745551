import { isIP } from 'node:net';

/**
 * Whether a host name or address is this computer only: `localhost` and its subdomains (which browsers
 * resolve to loopback themselves, RFC 6761), 127.0.0.0/8 and ::1. Brackets of an IPv6 literal are
 * ignored. Webhook targets (SSRF) and the names the server answers to (DNS rebinding) both ask this.
 */
export function isLoopback(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (isIP(name) === 4) return name.split('.')[0] === '127';
  if (isIP(name) === 6) return name === '::1' || name === '0:0:0:0:0:0:0:1';
  return false;
}
