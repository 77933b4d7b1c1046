import type { Plugin, Rollup } from 'vite';

/**
 * Build-time half of the precache rule (issue 14): every visitor's service worker precaches only the code
 * the shop can reach. What the back office and the door kiosk load on demand is left out; the build lists
 * it per section in STAFF_ASSETS, and a device caches a section's files when it first opens that section
 * (features/pwa/first-visit-cache.ts), so staff screens still open offline.
 */
const SECTIONS = { admin: /\/src\/client\/app\/admin\//, kiosk: /\/src\/client\/app\/kiosk\// };
const BACK_OFFICE_ROUTES = /\/src\/client\/app\/(admin|kiosk)\//;
/**
 * Shared modules whose on-demand code only staff use: the sign-in's password hash (SHA-256) loads when a
 * member of staff signs in, online, and comes with the back office's files; a visitor never needs it.
 */
const STAFF_ON_DEMAND = /\/src\/client\/lib\/password-hash\.ts$/;
export const STAFF_ASSETS = 'staff-assets.json';
/**
 * The shop's catalogs but German (issue 53): a visitor needs one language, so the precache holds German (the
 * default, and the fallback when no other catalog is at hand offline); another language's chunk is cached
 * when the visitor first loads it (the worker's `assets` route, or first-visit-cache.ts on a first visit).
 */
const OTHER_CATALOGS = /\/src\/shared\/i18n\/catalogs\/(?!de\.json$)[^/]+\.json$/;
/**
 * What works only online: the payment buttons. Paying needs the network, which loads their chunk then (and
 * the worker's `assets` route keeps it); offline the payment step says so and never asks for it.
 */
const ONLINE_ONLY = /\/src\/client\/features\/checkout\/PayPalPayment\.tsx$/;
export type StaffAssets = Record<keyof typeof SECTIONS, string[]>;

interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}

/** Modules reachable from `seeds`; dynamic imports are followed unless `stopDynamic(importer)`. */
function reach(context: Rollup.PluginContext, seeds: string[], stopDynamic: (id: string) => boolean): Set<string> {
  const reached = new Set<string>();
  const queue = [...seeds];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (reached.has(id)) continue;
    reached.add(id);
    const info = context.getModuleInfo(id);
    if (!info) continue;
    queue.push(...info.importedIds);
    if (!stopDynamic(id)) queue.push(...info.dynamicallyImportedIds);
  }
  return reached;
}

/** The chunks holding any of `modules`, with the CSS and assets they import. */
function filesOf(chunks: BuiltChunk[], modules: Set<string>): Set<string> {
  const files = new Set<string>();
  for (const chunk of chunks) {
    if (!chunk.moduleIds.some((id) => modules.has(id))) continue;
    files.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) files.add(file);
    for (const file of chunk.viteMetadata?.importedAssets ?? []) files.add(file);
  }
  return files;
}

/**
 * A Vite plugin that records the visitors' files while bundling and emits STAFF_ASSETS, and `keep(url)`
 * for workbox's `manifestTransforms` (which runs after the bundle is written).
 */
export function visitorPrecache(): { plugin: Plugin; keep: (url: string) => boolean } {
  const visitorFiles = new Set<string>();
  const plugin: Plugin = {
    name: 'visitor-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk') as unknown as BuiltChunk[];
      const entries = chunks.filter((chunk) => chunk.isEntry && chunk.facadeModuleId).map((chunk) => chunk.facadeModuleId as string);
      visitorFiles.clear();
      for (const file of filesOf(
        chunks,
        reach(this, entries, (id) => BACK_OFFICE_ROUTES.test(id) || STAFF_ON_DEMAND.test(id)),
      ))
        visitorFiles.add(file);
      for (const chunk of chunks)
        if (chunk.facadeModuleId && (OTHER_CATALOGS.test(chunk.facadeModuleId) || ONLINE_ONLY.test(chunk.facadeModuleId))) visitorFiles.delete(chunk.fileName);
      const staff = {} as StaffAssets;
      for (const [section, folder] of Object.entries(SECTIONS) as Array<[keyof StaffAssets, RegExp]>) {
        const seeds = [...this.getModuleIds()].filter((id) => folder.test(id));
        const files = filesOf(
          chunks,
          reach(this, seeds, () => false),
        );
        staff[section] = [...files].filter((file) => !visitorFiles.has(file)).sort();
      }
      this.emitFile({ type: 'asset', fileName: STAFF_ASSETS, source: JSON.stringify(staff) });
    },
  };
  // Files outside assets/ (index.html, icons, manifest) are the shell and stay precached.
  const keep = (url: string) => !url.startsWith('assets/') || visitorFiles.has(url);
  return { plugin, keep };
}
