import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_VARIABLES, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      redisUrl: undefined,
      publicOrigin: 'http://localhost:3000',
      isHttps: false,
      logLevel: 'info',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/jinro',
        DATABASE_URL: 'postgres://u@db:5432/jinro',
        REDIS_URL: 'redis://cache:6379',
        PUBLIC_ORIGIN: 'https://jinro.example/',
        LOG_LEVEL: 'warn',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/jinro',
      databaseUrl: 'postgres://u@db:5432/jinro',
      redisUrl: 'redis://cache:6379',
      publicOrigin: 'https://jinro.example',
      isHttps: true,
      logLevel: 'warn',
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: ' ', PUBLIC_ORIGIN: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'http://x'],
    ['PUBLIC_ORIGIN', 'ftp://x'],
    ['LOG_LEVEL', 'loud'],
  ])('names the variable when %s=%s is bad', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});

describe('the documented settings', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const example = Object.fromEntries(
    readFileSync(path.join(root, '.env.example'), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

  it('.env.example lists every variable, each with its default', () => {
    expect(Object.keys(example).sort()).toEqual([...ENV_VARIABLES].sort());
    expect(loadConfig(example, root)).toEqual(loadConfig({}, root));
  });

  it('README.md names every variable', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const missing = ENV_VARIABLES.filter(
      (name) => !readme.includes(`\`${name}\``) && !readme.includes(`\`${name.replace(/^NAVER_/, 'GOOGLE_')}\``),
    );
    expect(missing).toEqual([]);
  });
});
