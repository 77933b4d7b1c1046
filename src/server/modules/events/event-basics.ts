/** The fields the shop's event answer and the back office's event editor share, from an events row. */
export function eventBasics(event: {
  id: number;
  name: string;
  title: string;
  description: string;
  image_file_id: number | null;
  color_primary: string;
  color_secondary: string;
}) {
  return {
    id: event.id,
    name: event.name,
    title: event.title,
    description: event.description,
    image: event.image_file_id,
    colors: [event.color_primary, event.color_secondary] as [string, string],
  };
}

const COUNTDOWNS = ['premiere', 'first', 'none'] as const;

/** The stored countdown choice; anything else reads as the spec's premiere countdown. */
export function countdownKind(stored: string): (typeof COUNTDOWNS)[number] {
  return COUNTDOWNS.find((kind) => kind === stored) ?? 'premiere';
}
