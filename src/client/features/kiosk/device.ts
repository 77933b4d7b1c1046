import type { KioskDatabase, KioskMetaRow } from './kiosk-db';

export interface KioskDevice {
  id: string;
  name: string;
}

/** 128 random bits as hex; getRandomValues works outside secure contexts too, unlike randomUUID. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** This device's identity, made on first use and kept for good: the server tells doors apart by it. */
export async function ensureDevice(db: KioskDatabase): Promise<KioskDevice> {
  return db.transaction('rw', db.kioskMeta, async () => {
    const stored = (await db.kioskMeta.get('device')) as Extract<KioskMetaRow, { key: 'device' }> | undefined;
    if (stored) return { id: stored.id, name: stored.name };
    const id = newNonce();
    const device = { id, name: `Kiosk ${id.slice(0, 4).toUpperCase()}` };
    await db.kioskMeta.put({ key: 'device', ...device });
    return device;
  });
}

export async function renameDevice(db: KioskDatabase, name: string): Promise<KioskDevice> {
  const device = await ensureDevice(db);
  const clean = name.trim().slice(0, 60) || device.name;
  await db.kioskMeta.put({ key: 'device', id: device.id, name: clean });
  return { id: device.id, name: clean };
}

/** The staff's permissions as last confirmed online, so the kiosk keeps working without a network. */
export async function rememberStaff(db: KioskDatabase, user: string, permissions: string[]): Promise<void> {
  await db.kioskMeta.put({ key: 'staff', user, permissions, savedAt: new Date().toISOString() });
}

export async function rememberedPermissions(db: KioskDatabase, user: string): Promise<string[] | null> {
  const row = (await db.kioskMeta.get('staff')) as Extract<KioskMetaRow, { key: 'staff' }> | undefined;
  return row && row.user === user ? row.permissions : null;
}

export async function chosenPerformance(db: KioskDatabase): Promise<number | null> {
  const row = (await db.kioskMeta.get('performance')) as Extract<KioskMetaRow, { key: 'performance' }> | undefined;
  return row?.performanceId ?? null;
}

export async function choosePerformance(db: KioskDatabase, performanceId: number | null): Promise<void> {
  if (performanceId === null) await db.kioskMeta.delete('performance');
  else await db.kioskMeta.put({ key: 'performance', performanceId });
}

/** Whether the camera runs: a door with a hand scanner switches it off, and it stays off after a reload. */
export async function cameraWanted(db: KioskDatabase): Promise<boolean> {
  const row = (await db.kioskMeta.get('camera')) as Extract<KioskMetaRow, { key: 'camera' }> | undefined;
  return row?.on ?? true;
}

export async function setCameraWanted(db: KioskDatabase, on: boolean): Promise<void> {
  await db.kioskMeta.put({ key: 'camera', on });
}
