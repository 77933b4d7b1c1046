import fs from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (`build.manifest`), keyed by source path below src/client. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The client build's manifest, or an empty one (a build without it, a test's bare shell). */
export function readBuildManifest(clientDir: string): Manifest {
  try {
    return JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

export interface PageChunks {
  /** Script chunks as absolute paths: the first module's chunk first, then what it and the others import. */
  scripts: string[];
  stylesheets: string[];
}

/**
 * Every chunk the given modules need, with their static imports, except the entry's (index.html loads it
 * and links its own imports). Unknown modules are skipped: the page then loads them as before, later.
 */
export function pageChunks(manifest: Manifest, modules: readonly string[]): PageChunks {
  const closure = (keys: readonly string[], skip: ReadonlySet<string>) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (!manifest[key] || seen.has(key) || skip.has(key)) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return seen;
  };
  const entries = closure(
    Object.keys(manifest).filter((key) => manifest[key].isEntry),
    new Set(),
  );
  const needed = [...closure(modules, entries)].map((key) => manifest[key]);
  return {
    scripts: needed.map((chunk) => `/${chunk.file}`),
    stylesheets: [...new Set(needed.flatMap((chunk) => chunk.css ?? []))].map((css) => `/${css}`),
  };
}
