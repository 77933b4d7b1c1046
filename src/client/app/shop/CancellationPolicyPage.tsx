import { useLoaderData } from 'react-router-dom';
import type { SitePageDto } from '../../../shared/api/pages';
import type { Settled } from '../../lib/route-data';
import { SitePage } from '../../features/pages/SitePage';

/** The cancellation-rights notice the order button links to (§ 312j BGB). */
export default function CancellationPolicyPage() {
  return <SitePage page={useLoaderData() as Settled<SitePageDto>} />;
}
