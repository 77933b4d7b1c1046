import type { Plugin } from 'vite';

/**
 * Build-time half of the precache rule (issue 14): every visitor's service worker precaches only the code
 * the shop can reach. Modules under these folders open the back office and the door kiosk; what they
 * load on demand is left out and cached at runtime when those routes are first opened.
 */
const BACK_OFFICE_ROUTES = /\/src\/client\/app\/(admin|kiosk)\//;

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}

/**
 * A Vite plugin that records the visitors' chunks while bundling, and `keep(url)` for workbox's
 * `manifestTransforms` (which runs after the bundle is written).
 */
export function visitorPrecache(): { plugin: Plugin; keep: (url: string) => boolean } {
  const visitorFiles = new Set<string>();
  const plugin: Plugin = {
    name: 'visitor-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk') as unknown as BuiltChunk[];
      const reached = new Set<string>();
      const queue = chunks.filter((chunk) => chunk.isEntry && chunk.facadeModuleId).map((chunk) => chunk.facadeModuleId as string);
      while (queue.length > 0) {
        const id = queue.pop() as string;
        if (reached.has(id)) continue;
        reached.add(id);
        const info = this.getModuleInfo(id);
        if (!info) continue;
        queue.push(...info.importedIds);
        if (!BACK_OFFICE_ROUTES.test(id)) queue.push(...info.dynamicallyImportedIds);
      }
      visitorFiles.clear();
      for (const chunk of chunks) {
        if (!chunk.moduleIds.some((id) => reached.has(id))) continue;
        visitorFiles.add(chunk.fileName);
        for (const file of chunk.viteMetadata?.importedCss ?? []) visitorFiles.add(file);
        for (const file of chunk.viteMetadata?.importedAssets ?? []) visitorFiles.add(file);
      }
    },
  };
  // Files outside assets/ (index.html, icons, manifest) are the shell and stay precached.
  const keep = (url: string) => !url.startsWith('assets/') || visitorFiles.has(url);
  return { plugin, keep };
}
