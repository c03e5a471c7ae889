// The Node.js versions package.json's `engines` admits (docs/decisions/009-supported-node-versions.md)
// must be admitted by every package the server loads at run time, so no runtime dependency that asks for a newer
// Node is loaded, untested, on an older one. The production tree is walked as Node resolves it, from package.json's
// `dependencies` through the installed packages' own (devDependencies, such as Uppy in the browser bundle, are not
// loaded by the server).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Manifest {
  name: string;
  version: string;
  engines?: { node?: string };
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const readManifest = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;

/** Where `name` is found from `dir`, as Node looks for it: node_modules here, then in each folder above. */
function resolvePackage(name: string, dir: string): string | undefined {
  for (let at = dir; ; at = path.dirname(at)) {
    const candidate = path.join(at, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (at === ROOT || path.dirname(at) === at) return undefined;
  }
}

/** Every installed package the production dependencies pull in, with the chain that brings it. */
function productionPackages(): Map<string, { manifest: Manifest; via: string }> {
  const found = new Map<string, { manifest: Manifest; via: string }>();
  const visit = (dir: string, manifest: Manifest, via: string) => {
    const requiredPeers = Object.keys(manifest.peerDependencies ?? {}).filter(
      (name) => !manifest.peerDependenciesMeta?.[name]?.optional,
    );
    const names = [
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.optionalDependencies ?? {}),
      ...requiredPeers,
    ];
    for (const name of names) {
      const location = resolvePackage(name, dir);
      // An optional dependency for another platform (a prebuilt binary) is not installed here.
      if (!location) {
        if (name in (manifest.optionalDependencies ?? {})) continue;
        throw new Error(`${name}, needed by ${via || 'package.json'}, is not installed: run npm install`);
      }
      if (found.has(location)) continue;
      const child = readManifest(location);
      const chain = via ? `${via} > ${child.name}@${child.version}` : `${child.name}@${child.version}`;
      found.set(location, { manifest: child, via: chain });
      visit(location, child, chain);
    }
  };
  visit(ROOT, readManifest(ROOT), '');
  return found;
}

const supported = readManifest(ROOT).engines?.node;

describe('the Node.js versions we support', () => {
  it('are stated in package.json as a range', () => {
    expect(supported && semver.validRange(supported)).toBeTruthy();
  });

  it('are admitted by every package loaded at run time', () => {
    const packages = productionPackages();
    // The walk reaches the whole server stack, not just the direct dependencies.
    expect(packages.size).toBeGreaterThan(100);
    const refused = [...packages.values()]
      .filter(({ manifest }) => manifest.engines?.node && !semver.subset(supported!, manifest.engines.node))
      .map(({ manifest, via }) => `${via} needs node ${manifest.engines!.node}`);
    expect(refused, `runtime packages that do not support node ${supported}`).toEqual([]);
  });

  it('include the supported LTS of the production image, and this machine’s Node, on which the tests run', () => {
    const image = /^ARG NODE_IMAGE=node:(\d+)-/m.exec(readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'));
    const major = Number(image?.[1]);
    expect([22, 24]).toContain(major);
    expect(semver.intersects(supported!, `^${major}`)).toBe(true);
    expect(semver.satisfies(process.version, supported!)).toBe(true);
  });
});
