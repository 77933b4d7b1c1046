/**
 * Where a performance takes place: the venue chosen in the event editor (events.location), completed by
 * the performance's room. An event without a venue still names its room and the room's address.
 */
export interface VenueSource {
  location: { name?: string; address?: string } | null;
  roomName: string | null;
  roomAddress: string | null;
}

export interface Venue {
  /** 'Aula der Gesamtschule – Studiobühne'; the room only when it adds something. */
  place: string;
  address: string;
}

export function venueOf(source: VenueSource): Venue {
  const name = source.location?.name?.trim() ?? '';
  const room = source.roomName?.trim() ?? '';
  // 'Aula der Gesamtschule – Aula' says the hall twice (issue 32 item 7): a room the name already says is left out.
  const repeats = room !== '' && ` ${name} `.toLowerCase().includes(` ${room.toLowerCase()} `);
  const place = [name, room && !repeats ? room : ''].filter(Boolean).join(' – ');
  const address = source.location?.address?.trim() || source.roomAddress?.trim() || '';
  return { place, address };
}

/** One line for mails and the ticket page: 'Aula …, Parkstraße 12, 45127 Essen'. */
export function venueText(source: VenueSource): string {
  const venue = venueOf(source);
  return [venue.place, venue.address].filter(Boolean).join(', ');
}

/** A map link for mails (reminder): OpenStreetMap's search for the address, or the place when it has none. */
export function mapLink(source: VenueSource): string {
  const venue = venueOf(source);
  const query = venue.address || venue.place;
  return query ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}` : '';
}
