/**
 * Which errors mean "the database is out of reach for now" (answered 503 with Retry-After, in the
 * caller's language) and the METRICS_ALLOW address list.
 */
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../server/db/faults';
import { HttpError, toHttpError } from '../../server/errors';
import { addressList } from '../../server/ops';
import { loadConfig } from '../../server/config';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows terminated connections, a server shutting down or starting, class 08 and socket errors', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '08P01', '53300'])
      expect(isDatabaseUnavailable(pgError(code)), code).toBe(true);
    for (const code of ['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND'])
      expect(isDatabaseUnavailable(pgError(code)), code).toBe(true);
  });

  it('knows the messages node-postgres and pg-pool give without a code', () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated',
      'Connection terminated due to connection timeout',
      'Client has encountered a connection error and is not queryable',
      'timeout exceeded when trying to connect',
      'Cannot use a pool after calling end on the pool',
    ])
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
  });

  it('looks into the cause chain', () => {
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: pgError('57P01') }))).toBe(true);
  });

  it('leaves constraint errors, bad input and bugs alone', () => {
    for (const code of ['23505', '23503', '22P02', '42P01', '40001'])
      expect(isDatabaseUnavailable(pgError(code)), code).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});

describe('toHttpError', () => {
  it('answers a terminated connection with 503, Retry-After and a translated message', () => {
    const http = toHttpError(pgError('57P01', 'terminating connection due to administrator command'));
    expect(http).toBeInstanceOf(HttpError);
    expect(http!.statusCode).toBe(503);
    expect(http!.headers).toEqual({ 'retry-after': '5' });
    expect(http!.body('en')).toEqual({
      message:
        'The service is temporarily unavailable: the database cannot be reached. Please try again in a few seconds.',
      code: 'http.unavailable',
    });
    expect(http!.body('id').message).toBe(
      'Layanan sedang tidak tersedia: basis data tidak dapat dihubungi. Silakan coba lagi dalam beberapa detik.',
    );
  });

  it('still leaves other server errors to the 500 path', () => {
    expect(toHttpError(new Error('boom'))).toBeUndefined();
  });
});

describe('METRICS_ALLOW', () => {
  const allows = (setting: string, address: string) =>
    addressList(setting).check(address, address.includes(':') ? 'ipv6' : 'ipv4');

  it('loopback by default', () => {
    expect(loadConfig({}).metricsAllow).toBe('loopback');
    expect(allows('loopback', '127.0.0.1')).toBe(true);
    expect(allows('loopback', '127.3.2.1')).toBe(true);
    expect(allows('loopback', '::1')).toBe(true);
    expect(allows('loopback', '10.0.0.1')).toBe(false);
  });

  it('addresses and CIDR ranges, none', () => {
    expect(allows('10.0.0.0/8, 192.168.1.5', '10.9.8.7')).toBe(true);
    expect(allows('10.0.0.0/8, 192.168.1.5', '192.168.1.5')).toBe(true);
    expect(allows('10.0.0.0/8, 192.168.1.5', '192.168.1.6')).toBe(false);
    expect(allows('fd00::/8', 'fd12::1')).toBe(true);
    expect(allows('none', '127.0.0.1')).toBe(false);
  });

  it('refuses what is no address', () => {
    for (const bad of ['localhost', '10.0.0.0/33', '10.0.0.0/', '1.2.3.4/8/1', 'fd00::/129'])
      expect(() => addressList(bad), bad).toThrow(/METRICS_ALLOW/);
  });

  it('reads METRICS_TOKEN, METRICS_ALLOW and SHUTDOWN_TIMEOUT_MS', () => {
    const config = loadConfig({ METRICS_TOKEN: 't0k3n', METRICS_ALLOW: 'none', SHUTDOWN_TIMEOUT_MS: '5000' });
    expect(config.metricsToken).toBe('t0k3n');
    expect(config.metricsAllow).toBe('none');
    expect(config.shutdownTimeoutMs).toBe(5000);
    expect(loadConfig({}).shutdownTimeoutMs).toBe(25_000);
  });
});
