import { SitePage } from '../../features/pages/SitePage';

export default function TermsPage() {
  return <SitePage name="agb" />;
}
