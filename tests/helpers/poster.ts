import type { AdminEvent } from '../../src/shared/api/events-admin';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { TEST_ADMIN_PASSWORD } from './e2e';
import { editBody } from './event-edit';
import { photoJpeg } from './photo';

/** Signs in at a running server, uploads a phone photo as an event picture and makes it the poster of 'musical'. */
export async function uploadPoster(base: string): Promise<{ title: string; bytes: number; fileId: number }> {
  const login = await fetch(`${base}/api/auth/login.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: 'admin', auth: sha256Hex(TEST_ADMIN_PASSWORD) }),
  });
  const auth = { authorization: `Bearer ${(await login.json()).session_token}` };
  const photo = await photoJpeg();
  const form = new FormData();
  form.append('event_image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'plakat-handyfoto.jpg');
  const upload = await (await fetch(`${base}/api/files/upload.php`, { method: 'POST', headers: auth, body: form })).json();
  if (!upload.file_id) throw new Error(`upload failed: ${JSON.stringify(upload)}`);

  const list = await (await fetch(`${base}/api/events/admin_list.php`, { headers: auth })).json();
  const id = list.data.find((item: { name: string }) => item.name === 'musical').id;
  const event: AdminEvent = (await (await fetch(`${base}/api/events/get.php?id=${id}`, { headers: auth })).json()).event;
  const save = { ...editBody(event), image: upload.file_id };
  const saved = await fetch(`${base}/api/events/save.php`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(save),
  });
  if (!saved.ok) throw new Error(`saving the poster failed: ${await saved.text()}`);
  return { title: event.title, bytes: photo.byteLength, fileId: upload.file_id };
}
