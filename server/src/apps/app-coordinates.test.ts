import { describe, expect, it } from 'vitest';
import { compareVersions, isAppName, isAppVersion, safeFileSegments } from './app-coordinates';
import { widgetSuppliers } from './installed-apps';
import type { AppManifest } from './app-manifest';

describe('app coordinates', () => {
  it('accepts app names and x.y.z versions only', () => {
    expect(['data-grid', 'chat', 'a1'].every(isAppName)).toBe(true);
    expect(['Data-Grid', '-x', '../x', '', 'a'.repeat(65)].some(isAppName)).toBe(false);
    expect(['1.0.0', '10.20.30', '1.0.0-rc.1'].every(isAppVersion)).toBe(true);
    expect(['1.0', 'v1.0.0', 'latest', '1.0.0/..', '..'].some(isAppVersion)).toBe(false);
  });

  it('refuses file paths that could leave the version folder', () => {
    expect(safeFileSegments('entry.js')).toEqual(['entry.js']);
    expect(safeFileSegments('chunks/part-1a2b.js')).toEqual(['chunks', 'part-1a2b.js']);
    for (const bad of [
      '',
      '../x.js',
      'chunks/../../x',
      '..',
      '.',
      'a//b',
      'a\\b',
      '%2e%2e',
      '/etc/passwd',
      'a/b/c/d/e',
    ]) {
      expect(safeFileSegments(bad)).toBeNull();
    }
  });

  it('orders versions numerically, a pre-release before its release', () => {
    const sorted = ['1.10.0', '1.2.0', '1.2.0-rc.1', '2.0.0', '1.9.9'].sort(compareVersions);
    expect(sorted).toEqual(['1.2.0-rc.1', '1.2.0', '1.9.9', '1.10.0', '2.0.0']);
  });
});

describe('widget suppliers', () => {
  const manifest = (name: string, modules: string[]): AppManifest => ({
    name,
    version: '1.0.0',
    entry: 'entry.js',
    integrity: 'sha384-x',
    modules,
    sdkVersion: '1.0.0',
    builtAt: '',
  });

  it('prefer an app made for the kind over the generic data-grid', () => {
    const widgets = widgetSuppliers([
      { name: 'data-grid', versions: [manifest('data-grid', ['widget:CHAT', 'widget:DRAFTS'])] },
      { name: 'chat', versions: [manifest('chat', ['widget:CHAT', 'page:chat'])] },
    ]);
    expect(widgets).toEqual({ 'widget:CHAT': 'chat', 'widget:DRAFTS': 'data-grid' });
  });
});
