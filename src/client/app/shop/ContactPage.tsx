import { useLoaderData } from 'react-router-dom';
import type { SitePageDto } from '../../../shared/api/pages';
import type { Settled } from '../../lib/route-data';
import { SitePage } from '../../features/pages/SitePage';
import { usePublicConfig } from '../../lib/public-config';

/** Address and opening hours from the configuration ("Adresse und Öffnungszeiten"), under the page's text. */
function AddressAndHours() {
  const config = usePublicConfig();
  if (!config || (!config.address && !config.openingHours)) return null;
  return (
    <section aria-labelledby="kontakt-adresse">
      <h2 id="kontakt-adresse">{config.openingHours ? 'Adresse und Öffnungszeiten' : 'Adresse'}</h2>
      {config.address && <address className="contact-lines">{config.address}</address>}
      {config.openingHours && <p className="contact-lines">{config.openingHours}</p>}
    </section>
  );
}

export default function ContactPage() {
  return (
    <SitePage page={useLoaderData() as Settled<SitePageDto>}>
      <AddressAndHours />
    </SitePage>
  );
}
