import { SitePage } from '../../features/pages/SitePage';

export default function PrivacyPage() {
  return <SitePage name="datenschutz" />;
}
