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
