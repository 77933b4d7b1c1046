import { useLoaderData } from 'react-router-dom';
import type { SitePageDto } from '../../../shared/api/pages';
import type { Settled } from '../../lib/route-data';
import { SitePage } from '../../features/pages/SitePage';

export default function TermsPage() {
  return <SitePage page={useLoaderData() as Settled<SitePageDto>} />;
}
