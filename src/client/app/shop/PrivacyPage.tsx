import { ConsentSettingsButton } from '../../features/consent/ConsentSettingsButton';
import { SitePage } from '../../features/pages/SitePage';

export default function PrivacyPage() {
  return (
    <SitePage name="datenschutz">
      <ConsentSettingsButton />
    </SitePage>
  );
}
