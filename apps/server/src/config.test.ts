import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      appUrl: 'http://localhost:3000',
      appUrlConfigured: false,
      seedDemo: true,
      databaseUrl: undefined,
      corsOrigins: [],
      trustProxy: false,
    });
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.uploadDir).toBe(`${config.dataDir}/uploads`);
    expect(loadConfig({ DATA_DIR: '/srv/a', UPLOAD_DIR: '/mnt/shared/uploads' })).toMatchObject({
      dataDir: '/srv/a',
      uploadDir: '/mnt/shared/uploads',
    });
    expect(config.redisPrefix).toBe('dd:');
    expect(() => loadConfig({ REDIS_PREFIX: 'has space' })).toThrow(/REDIS_PREFIX/);
    expect(loadConfig({ APP_URL: 'https://deals.example/' })).toMatchObject({
      appUrl: 'https://deals.example',
      appUrlConfigured: true,
    });
  });

  it('derives APP_URL from PORT and reads the other variables', () => {
    const config = loadConfig({
      PORT: '8080',
      SEED_DEMO: 'false',
      DATABASE_URL: 'postgres://u@db:5432/app',
      CORS_ORIGINS: 'https://a.example, https://b.example',
    });
    expect(config).toMatchObject({
      port: 8080,
      appUrl: 'http://localhost:8080',
      seedDemo: false,
      databaseUrl: 'postgres://u@db:5432/app',
      corsOrigins: ['https://a.example', 'https://b.example'],
    });
  });

  it('keeps CORS origins as browsers send them: no path, no trailing slash, lower-case host', () => {
    expect(
      loadConfig({ CORS_ORIGINS: 'https://App.Example/, http://localhost:5173/admin' }).corsOrigins,
    ).toEqual(['https://app.example', 'http://localhost:5173']);
  });

  it("reads MAP_STYLE_URL: unset the offline basemap, a style URL, or a PMTiles archive's path or URL", () => {
    expect(loadConfig({}).mapStyle).toEqual({ kind: 'offline' });
    expect(loadConfig({ MAP_STYLE_URL: ' ' }).mapStyle).toEqual({ kind: 'offline' });
    expect(loadConfig({ MAP_STYLE_URL: 'https://tiles.example/styles/light.json?key=k' }).mapStyle).toEqual({
      kind: 'style-url',
      url: 'https://tiles.example/styles/light.json?key=k',
    });
    expect(loadConfig({ MAP_STYLE_URL: 'https://cdn.example/maps/Dubai.PMTiles?v=2' }).mapStyle).toEqual({
      kind: 'pmtiles-url',
      url: 'https://cdn.example/maps/Dubai.PMTiles?v=2',
    });
    expect(loadConfig({ MAP_STYLE_URL: '/srv/maps/dubai.pmtiles' }).mapStyle).toEqual({
      kind: 'pmtiles-file',
      path: '/srv/maps/dubai.pmtiles',
    });
    expect(loadConfig({ MAP_STYLE_URL: 'file:///srv/maps/my%20dubai.pmtiles' }).mapStyle).toEqual({
      kind: 'pmtiles-file',
      path: '/srv/maps/my dubai.pmtiles',
    });
    const relative = loadConfig({ MAP_STYLE_URL: 'data/dubai.pmtiles' }).mapStyle;
    expect(relative).toEqual({ kind: 'pmtiles-file', path: `${process.cwd()}/data/dubai.pmtiles` });
    expect(() => loadConfig({ MAP_STYLE_URL: 'dubai.mbtiles' })).toThrow(
      'Invalid configuration: MAP_STYLE_URL="dubai.mbtiles": must be the http(s) URL of a map style, or a ' +
        'PMTiles archive: a path, a file: URL or an http(s) URL ending in .pmtiles',
    );
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ APP_URL: 'localhost:3000' }, 'APP_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ CORS_ORIGINS: 'nope' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: '*' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: 'https://a.example, ftp://files.example' }, 'CORS_ORIGINS'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY'],
    [{ MAP_STYLE_URL: 'ftp://tiles.example/dubai.pmtiles' }, 'MAP_STYLE_URL'],
    [{ MAP_STYLE_URL: '/srv/maps/dubai.mbtiles' }, 'MAP_STYLE_URL'],
    [{ MAP_STYLE_URL: 'file:///srv/maps/style.json' }, 'MAP_STYLE_URL'],
    [{ MAP_STYLE_URL: 'tiles.example/style.json' }, 'MAP_STYLE_URL'],
  ])('stops with a one-line message naming the bad variable (%o)', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${name}`));
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });
});
