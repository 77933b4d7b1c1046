import { SitePage } from '../../features/pages/SitePage';

export default function ContactPage() {
  return <SitePage name="kontakt" />;
}
