import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailWorkerOf } from '../../src/server/modules/mail/mail-worker';
import { orderMailRenderer } from '../../src/server/modules/orders/capture/order-mail';
import { renderTransferMail } from '../../src/server/modules/tickets/ticket-transfer-mail';
import { approve, capture, create, line, type ShowFixture, upcomingShow } from '../helpers/orders';
import { glyphsPerCharacter, pdfPageTexts } from '../helpers/pdf-text';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Issue 53 item 6: an order's mails, PDF tickets and .ics speak the language it was bought in. */
let t: TestApp;
let show: ShowFixture;
beforeAll(async () => {
  t = await createTestApp({ config: { holdLimitPerAddress: 0 } });
  show = await upcomingShow(t.db);
});
afterAll(async () => {
  await t.close();
});

/** A purchase with the test provider by a visitor whose shop runs in `lang` (the cookie the switch sets). */
async function buyIn(lang: string | null) {
  const created = await create(t.app, [line(show, show.adults, 2)], {}, lang ? { cookie: `lang=${lang}` } : {});
  expect(created.statusCode, created.body).toBe(200);
  const { id, checkout_secret } = created.json();
  await approve(t.app, id);
  const captured = await capture(t.app, id, checkout_secret);
  expect(captured.statusCode, captured.body).toBe(200);
  const { order_id: orderId, ticket_url: ticketUrl } = captured.json() as { order_id: number; ticket_url: string };
  return { orderId, token: ticketUrl.split('/tickets/')[1] };
}

const render = (orderId: number, purpose = 'order_confirmation') => orderMailRenderer(t.app.ctx)(orderId, purpose, 'kunde@example.org');
const flat = (text: string) => text.replace(/\s+/g, ' ');
/** An .ics with its folded lines joined again (RFC 5545 §3.1). */
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

async function attachments(orderId: number) {
  const mail = await render(orderId);
  const pdf = mail.attachments.find((file) => file.filename.endsWith('.pdf'))?.content as Buffer;
  const ics = mail.attachments.find((file) => file.filename.endsWith('.ics'))?.content.toString('utf8') as string;
  expect(pdf).toBeDefined();
  expect(ics).toContain('BEGIN:VCALENDAR');
  return { mail, pdf, ics: unfold(ics) };
}

describe('an order in the language it was bought in', () => {
  it('English: the confirmation, its PDF, the .ics and the ticket page downloads are English', async () => {
    const { orderId, token } = await buyIn('en');
    expect((await t.db.selectFrom('orders').select('language').where('id', '=', orderId).executeTakeFirstOrThrow()).language).toBe('en');
    const { mail, pdf, ics } = await attachments(orderId);
    expect(mail.subject).toBe(`Your tickets for Zeitsprung – Das Schulmusical – order no. ${orderId}`);
    expect(mail.text).toContain('thank you for your order! We have received your payment and your tickets are ready.');
    expect(mail.text).toContain('each ticket admits one person once.');
    expect(mail.text).toMatch(/Total: €\d+\.\d\d/);
    expect(mail.text).not.toMatch(/Bestellung|Gesamtsumme|Einlass|Uhr/);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('>Open your tickets</a>');

    const text = flat((await pdfPageTexts(pdf)).join('\n'));
    expect(text).toContain('Admits one person once.');
    expect(text).toContain('Please show this QR code at the entrance.');
    expect(text).toMatch(/\d\d\/\d\d\/\d{4} · starts at \d\d:\d\d/);
    expect(text).toContain(`order ${orderId}`);
    expect(text).toContain('1 of 2');
    expect(text).not.toMatch(/Gültig|Bestellung|Beginn/);

    expect(ics).toMatch(/DESCRIPTION:(Doors open at \d\d:\d\d\. )?Your tickets: https?:\/\//);
    expect(ics).not.toContain('Deine Tickets');

    // The ticket page's own downloads speak the order's language too.
    const download = await t.app.inject({ method: 'GET', url: `/api/tickets/pdf.php?token=${token}` });
    expect(download.statusCode).toBe(200);
    expect(flat((await pdfPageTexts(download.rawPayload)).join('\n'))).toContain('Admits one person once.');
    const calendar = await t.app.inject({ method: 'GET', url: `/api/tickets/calendar.php?token=${token}&performance_id=${show.performanceId}` });
    expect(calendar.statusCode, calendar.body).toBe(200);
    expect(unfold(calendar.body)).toContain('Your tickets: ');
  });

  it('Turkish: the PDF is written in Noto Sans, so ğ ş ı İ print (WinAnsi has none of them)', async () => {
    const { orderId } = await buyIn('tr');
    const { mail, pdf, ics } = await attachments(orderId);
    expect(mail.subject).toBe(`Zeitsprung – Das Schulmusical biletleriniz – sipariş no. ${orderId}`);
    expect(mail.text).toContain('her bilet bir kişi ve tek giriş içindir.');
    const text = flat((await pdfPageTexts(pdf)).join('\n'));
    expect(text).toContain('Bir kişi ve tek giriş için geçerlidir.');
    expect(text).toMatch(/başlangıç saat \d\d:\d\d/);
    expect(text).toContain(`sipariş ${orderId}`);
    expect(text).not.toContain('?');
    expect(ics).toContain('Biletleriniz: ');
  });

  it('Arabic: the mail is right to left, the PDF shaped (joined letter forms) and in visual order', async () => {
    const { orderId } = await buyIn('ar');
    const { mail, pdf, ics } = await attachments(orderId);
    expect(mail.subject).toBe(`تذاكرك لـ Zeitsprung – Das Schulmusical – الطلب رقم ${orderId}`);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('كل تذكرة صالحة لشخص واحد ولدخول واحد.');
    expect(mail.text).not.toMatch(/Bestellung|Gesamtsumme/);

    // Drawn left to right as it stands on the page; read from the right it is the sentence as written.
    const lines = (await pdfPageTexts(pdf, { rightToLeft: true })).join('\n').split('\n');
    expect(lines).toContain('يُرجى إظهار رمز QR هذا عند المدخل. صالحة لشخص واحد ولدخول واحد.');
    expect(lines.some((each) => /^الدخول ابتداءً من \d\d:\d\d$/.test(each))).toBe(true);
    expect(lines).toContain('1 من 2');
    expect(lines.some((each) => /^\d\d\/\d\d\/\d{4} · يبدأ الساعة \d\d:\d\d$/.test(each))).toBe(true);
    // Shaped: one letter in several forms (ح medial in صالحة, initial in واحد) has several glyphs.
    expect((await glyphsPerCharacter(pdf)).get('ح')).toBeGreaterThan(1);
    // The ticket number and the order number keep their digits' order inside the right-to-left line.
    const visual = (await pdfPageTexts(pdf)).join('\n');
    expect(visual).toContain(String(orderId));
    expect(ics).toContain('تذاكرك: ');
  });

  it('German: the school template, the Helvetica PDF and the .ics as before', async () => {
    const { orderId } = await buyIn(null);
    const { mail, pdf, ics } = await attachments(orderId);
    expect(mail.subject).toBe(`Deine Tickets für Zeitsprung – Das Schulmusical – Bestellung Nr. ${orderId}`);
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.text).toContain('jedes Ticket gilt für eine Person und einen Eintritt.');
    const text = flat((await pdfPageTexts(pdf)).join('\n'));
    expect(text).toContain('Bitte zeige diesen QR-Code am Einlass vor. Gültig für eine Person und einen Eintritt.');
    expect(text).toContain(`Bestellung ${orderId}`);
    expect(text).toMatch(/\d\d\.\d\d\.\d{4} · Beginn \d\d:\d\d Uhr/);
    expect(await pdfFontsOf(pdf)).toEqual(['Helvetica', 'Helvetica-Bold']);
    expect(ics).toContain('Deine Tickets: ');
  });

  it('an order whose language the shop does not offer, or a cookie naming none, is German', async () => {
    const { orderId } = await buyIn('klingon');
    expect((await t.db.selectFrom('orders').select('language').where('id', '=', orderId).executeTakeFirstOrThrow()).language).toBe('de');
    await t.db.updateTable('orders').set({ language: 'xx' }).where('id', '=', orderId).execute();
    const { mail, pdf, ics } = await attachments(orderId);
    expect(mail.subject).toBe(`Deine Tickets für Zeitsprung – Das Schulmusical – Bestellung Nr. ${orderId}`);
    expect(flat((await pdfPageTexts(pdf)).join('\n'))).toContain('Gültig für eine Person und einen Eintritt.');
    expect(ics).toContain('Deine Tickets: ');
  });

  it('sends the mail the worker takes from the outbox in the order language', async () => {
    const { orderId } = await buyIn('uk');
    await mailWorkerOf(t.app.ctx)?.idle();
    const sent = await t.db.selectFrom('mail_outbox').select(['subject', 'sent_text']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(sent.subject).toBe(`Ваші квитки на Zeitsprung – Das Schulmusical – замовлення № ${orderId}`);
    const { pdf } = await attachments(orderId);
    expect(flat((await pdfPageTexts(pdf)).join('\n'))).toContain('Дійсний для однієї особи та одного входу.');
  });

  it('writes cancellation and reminder mails in the order language', async () => {
    const { orderId } = await buyIn('en');
    const reminder = await render(orderId, 'reminder');
    expect(reminder.subject).toMatch(/^Not long now: Zeitsprung – Das Schulmusical on \d\d\/\d\d\/\d{4}, \d\d:\d\d$/);
    expect(reminder.attachments.some((file) => file.filename.endsWith('.ics'))).toBe(true);
    const cancellation = await render(orderId, 'cancellation');
    expect(cancellation.subject).toBe(`Your order no. ${orderId} has been cancelled`);
    expect(cancellation.text).toContain('Reason: No reason given');
    expect(cancellation.text).toContain('No refund');
  });
});

async function pdfFontsOf(pdf: Uint8Array): Promise<string[]> {
  const { PDFDocument, PDFDict, PDFName } = await import('pdf-lib');
  const doc = await PDFDocument.load(pdf);
  const fonts = doc.getPages()[0].node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  const refs = new Set(fonts?.values() ?? []);
  return [...refs].map((ref) => String(doc.context.lookup(ref, PDFDict).get(PDFName.of('BaseFont'))).slice(1)).sort();
}

describe("the ticket link's own downloads and the transfer mail in the order language", () => {
  const disposition = async (token: string) => {
    const download = await t.app.inject({ method: 'GET', url: `/api/tickets/pdf.php?token=${token}` });
    expect(download.statusCode).toBe(200);
    return { header: String(download.headers['content-disposition']), pdf: download.rawPayload };
  };
  /** The name a browser saves the file as: `filename*` (RFC 8187) where it is there. */
  const savedAs = (header: string) => decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(header)?.[1] ?? '');

  it('names the PDF in the language, with an ASCII stand-in, and prints the shipped heading in it', async () => {
    const german = await disposition((await buyIn(null)).token);
    expect(german.header).toMatch(/^attachment; filename="Tickets-Bestellung-\d+\.pdf"; filename\*=UTF-8''Tickets-Bestellung-\d+\.pdf$/);
    expect(flat((await pdfPageTexts(german.pdf)).join('\n'))).toContain('TICKET');

    const english = await buyIn('en');
    expect((await disposition(english.token)).header).toBe(
      `attachment; filename="Tickets-order-${english.orderId}.pdf"; filename*=UTF-8''Tickets-order-${english.orderId}.pdf`,
    );
    const turkish = await buyIn('tr');
    const tr = await disposition(turkish.token);
    expect(tr.header).toContain(`filename="Biletler-siparis-${turkish.orderId}.pdf"`);
    expect(savedAs(tr.header)).toBe(`Biletler-sipariş-${turkish.orderId}.pdf`);
    expect(flat((await pdfPageTexts(tr.pdf)).join('\n'))).toContain('BİLET');
    const ukrainian = await buyIn('uk');
    const uk = await disposition(ukrainian.token);
    expect(uk.header).toContain(`filename="Tickets-${ukrainian.orderId}.pdf"`);
    expect(savedAs(uk.header)).toBe(`Квитки-замовлення-${ukrainian.orderId}.pdf`);
    expect(flat((await pdfPageTexts(uk.pdf)).join('\n'))).toContain('КВИТОК');
    // The mail's attachment has the same name.
    expect((await render(ukrainian.orderId)).attachments.map((file) => file.filename)).toContain(`Квитки-замовлення-${ukrainian.orderId}.pdf`);
  });

  it("mails a ticket's new holder in the order language", async () => {
    const admin = await t.login();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/config/save.php',
      headers: { authorization: `Bearer ${admin}` },
      payload: { values: { ticket_transfer: true } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const handOn = async (lang: string | null, email: string) => {
      const { orderId, token } = await buyIn(lang);
      const page = (await t.app.inject({ method: 'GET', url: `/api/tickets/order.php?token=${token}` })).json();
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/tickets/transfer.php',
        payload: { token, ticket_id: page.tickets[0].id, name: 'Oma Erika', email },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return renderTransferMail(t.app.ctx, orderId, email);
    };

    const english = await handOn('en', 'erika-en@example.de');
    expect(english.subject).toMatch(/^Your ticket for Zeitsprung – Das Schulmusical – /);
    expect(english.html).toContain('<html lang="en">');
    expect(english.text).toContain('Hello Oma Erika,');
    expect(english.text).toMatch(/has passed a ticket on to you\./);
    expect(english.text).toMatch(/Zeitsprung – Das Schulmusical, \d\d\/\d\d\/\d{4}, \d\d:\d\d/);
    expect(english.text).toMatch(/Open ticket: https?:\/\/\S+\/tickets\//);
    expect(english.text).not.toMatch(/Hallo|weitergegeben|Einlass|Uhr|Ticket öffnen/);

    const arabic = await handOn('ar', 'erika-ar@example.de');
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.text).toContain('مرحبًا Oma Erika،');
    expect(arabic.text).toContain('فتح التذكرة: ');

    const german = await handOn(null, 'erika-de@example.de');
    expect(german.subject).toMatch(/^Dein Ticket für Zeitsprung – Das Schulmusical – /);
    expect(german.text).toContain('Hallo Oma Erika,');
    expect(german.text).toMatch(/ hat dir ein Ticket weitergegeben\./);
    expect(german.text).toContain('Zeig den QR-Code auf der Ticketseite am Einlass vor, auf dem Handy oder ausgedruckt.');
  });
});

describe("the school's translations of title and category in an order's mails, PDF and .ics (issue 53 item 6)", () => {
  const TITLE_TR = 'Zaman Sıçraması – Okul Müzikali';
  const ADULTS_TR = 'Yetişkinler';
  const TITLE_EN = 'Time Leap – The School Musical';
  const VENUE_TR = 'Stadtpark Ortaokulu Salonu';
  let eventBefore: unknown;
  let adultsBefore: unknown;
  beforeAll(async () => {
    eventBefore = (await t.db.selectFrom('events').select('translations').where('id', '=', show.eventId).executeTakeFirstOrThrow()).translations;
    adultsBefore = (await t.db.selectFrom('categories').select('translations').where('id', '=', show.adults).executeTakeFirstOrThrow()).translations;
    // Turkish has both texts, English only the title: its category stays German.
    await t.db
      .updateTable('events')
      .set({ translations: JSON.stringify({ tr: { title: TITLE_TR, venue: { name: VENUE_TR } }, en: { title: TITLE_EN } }) })
      .where('id', '=', show.eventId)
      .execute();
    await t.db
      .updateTable('categories')
      .set({ translations: JSON.stringify({ tr: { name: ADULTS_TR } }) })
      .where('id', '=', show.adults)
      .execute();
  });
  afterAll(async () => {
    await t.db
      .updateTable('events')
      .set({ translations: JSON.stringify(eventBefore) })
      .where('id', '=', show.eventId)
      .execute();
    await t.db
      .updateTable('categories')
      .set({ translations: JSON.stringify(adultsBefore) })
      .where('id', '=', show.adults)
      .execute();
  });

  it('Turkish: the confirmation, its PDF, the .ics and the ticket page downloads carry the Turkish title, category and venue', async () => {
    const { orderId, token } = await buyIn('tr');
    // The order lines keep their German copy; the Turkish texts are taken when the mail is rendered.
    const copy = await t.db.selectFrom('order_items').select(['event_title', 'category_name']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(copy).toEqual({ event_title: 'Zeitsprung – Das Schulmusical', category_name: 'Erwachsene' });
    const { mail, pdf, ics } = await attachments(orderId);
    expect(mail.subject).toBe(`${TITLE_TR} biletleriniz – sipariş no. ${orderId}`);
    expect(mail.text).toContain(`${TITLE_TR}, `);
    expect(mail.text).toContain(` – ${ADULTS_TR}`);
    expect(mail.text).not.toMatch(/Zeitsprung|Erwachsene/);
    const text = flat((await pdfPageTexts(pdf)).join('\n'));
    expect(text).toContain(TITLE_TR);
    expect(text).toContain(ADULTS_TR);
    expect(text).not.toMatch(/Zeitsprung|Erwachsene/);
    expect(ics).toContain(`SUMMARY:${TITLE_TR}`);
    // The venue's name as the school translated it; the address stays as the post knows it.
    expect(mail.text).toContain(`${VENUE_TR}`);
    expect(text).toContain(VENUE_TR);
    expect(unfold(ics)).toContain(`LOCATION:${VENUE_TR}`);
    expect(mail.text).not.toContain('Aula der Gesamtschule');

    const download = await t.app.inject({ method: 'GET', url: `/api/tickets/pdf.php?token=${token}` });
    expect(flat((await pdfPageTexts(download.rawPayload)).join('\n'))).toContain(`${ADULTS_TR}`);
    const calendar = await t.app.inject({ method: 'GET', url: `/api/tickets/calendar.php?token=${token}&performance_id=${show.performanceId}` });
    expect(unfold(calendar.body)).toContain(`SUMMARY:${TITLE_TR}`);
  });

  it("Turkish: the mail to a ticket's new holder names the Turkish title and category", async () => {
    // Ticket transfer was switched on by the test of the holder's mail above (one app for the file).
    const { orderId, token } = await buyIn('tr');
    const page = (await t.app.inject({ method: 'GET', url: `/api/tickets/order.php?token=${token}` })).json();
    const email = 'erika-tr-titel@example.de';
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/tickets/transfer.php',
      payload: { token, ticket_id: page.tickets[0].id, name: 'Oma Erika', email },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const mail = await renderTransferMail(t.app.ctx, orderId, email);
    expect(mail.subject).toContain(TITLE_TR);
    expect(mail.text).toContain(`${TITLE_TR}, `);
    expect(mail.text).toContain(` – ${ADULTS_TR}`);
    expect(mail.text).not.toMatch(/Zeitsprung|Erwachsene/);
  });

  it('English without a translated category: the English title with the German category, never blank', async () => {
    const { orderId } = await buyIn('en');
    const { mail, pdf } = await attachments(orderId);
    expect(mail.subject).toBe(`Your tickets for ${TITLE_EN} – order no. ${orderId}`);
    expect(mail.text).toContain(' – Erwachsene');
    // Helvetica's en dash (WinAnsi) does not come back out of the text extraction: the words around it do.
    const text = flat((await pdfPageTexts(pdf)).join('\n'));
    expect(text).toContain('Time Leap');
    expect(text).toContain('The School Musical');
    expect(text).toContain('Erwachsene');
    const reminder = await render(orderId, 'reminder');
    expect(reminder.subject).toMatch(new RegExp(`^Not long now: ${TITLE_EN} on `));
  });

  it('German: the copy on the order lines, as before, whatever the translations say', async () => {
    const { orderId } = await buyIn(null);
    const { mail, pdf, ics } = await attachments(orderId);
    expect(mail.subject).toBe(`Deine Tickets für Zeitsprung – Das Schulmusical – Bestellung Nr. ${orderId}`);
    expect(mail.text).toContain(' – Erwachsene');
    expect(mail.text).not.toMatch(/Zaman|Time Leap|Yetişkinler/);
    const text = flat((await pdfPageTexts(pdf)).join('\n'));
    expect(text).toMatch(/Zeitsprung \W* ?Das Schulmusical/);
    expect(text).toContain('Erwachsene');
    expect(text).not.toMatch(/Zaman|Time Leap|Yetişkinler/);
    expect(ics).toContain('SUMMARY:Zeitsprung – Das Schulmusical');
  });

  it('the ticket page carries the translations of title and category beside the German copy, and only those', async () => {
    const setEvent = (translations: unknown) =>
      t.db
        .updateTable('events')
        .set({ translations: JSON.stringify(translations) })
        .where('id', '=', show.eventId)
        .execute();
    // Beside the title: a description (not the ticket's), an empty Ukrainian title and a language the shop does not offer.
    await setEvent({ tr: { title: ` ${TITLE_TR} `, description: 'Uzun bir açıklama' }, en: { title: TITLE_EN }, uk: { title: '  ' }, fr: { title: 'Saut' } });
    try {
      const { token } = await buyIn(null);
      const answer = await t.app.inject({ method: 'GET', url: `/api/tickets/order.php?token=${token}` });
      expect(answer.statusCode, answer.body).toBe(200);
      const [ticket] = answer.json().tickets;
      expect([ticket.event_title, ticket.category]).toEqual(['Zeitsprung – Das Schulmusical', 'Erwachsene']);
      expect(ticket.translations).toEqual({ event: { tr: { title: TITLE_TR }, en: { title: TITLE_EN } }, category: { tr: { name: ADULTS_TR } } });
    } finally {
      await setEvent({ tr: { title: TITLE_TR }, en: { title: TITLE_EN } });
    }
  });
  it("words the shop's discount lines in the order's language, German as stored", async () => {
    const admin = await t.login();
    const headers = { authorization: `Bearer ${admin}` };
    const saved = await t.app.inject({ method: 'POST', url: '/api/config/save.php', headers, payload: { values: { coupon_codes: true } } });
    expect(saved.statusCode, saved.body).toBe(200);
    const coupon = await t.app.inject({
      method: 'POST',
      url: '/api/coupons/create.php',
      headers,
      payload: { code: 'SPRACHE10', kind: 'percent', value: 10, max_uses_per_buyer: 10 },
    });
    expect(coupon.statusCode, coupon.body).toBe(200);
    const buyWith = async (lang: string | null) => {
      const created = await create(t.app, [line(show, show.adults, 1)], { coupon_code: 'SPRACHE10' }, lang ? { cookie: `lang=${lang}` } : {});
      expect(created.statusCode, created.body).toBe(200);
      const { id, checkout_secret } = created.json();
      await approve(t.app, id);
      const { order_id: orderId } = (await capture(t.app, id, checkout_secret)).json() as { order_id: number };
      return render(orderId);
    };
    expect((await buyWith('en')).text).toContain('Voucher SPRACHE10 (10%)');
    expect((await buyWith('tr')).text).toContain('SPRACHE10 kuponu (%10)');
    const german = await buyWith(null);
    expect(german.text).toContain('Gutschein SPRACHE10 (10 %)');
  });
});
